import Foundation

/// A view that displays an image: an SF Symbol by name, or a picture from a PNG or JPEG file.
///
/// In the terminal a symbol is one glyph in a 16×16-point square (two cells: the glyph and a
/// space, so that symbols stay square as SF Symbols are). A picture is as large as its pixels
/// (one point each, as at scale 1) and is drawn in half-block cells, two pixel rows per cell;
/// plain text shows a box with its name (see docs/deviations.md). A picture that cannot be
/// found or read is the placeholder "▣". Like SwiftUI's images, an image has a fixed size and
/// ignores the proposal until `resizable()` makes it take the proposed size.
public struct Image: Equatable {
    enum Source: Equatable {
        case system(name: String)
        case asset(name: String)
        /// A picture file an `AsyncImage` loaded, by its absolute path.
        case file(path: String)
        /// A picture app code decoded itself, `Image(uiImage:)`.
        case uiImage(UIImage)

        static func == (lhs: Source, rhs: Source) -> Bool {
            switch (lhs, rhs) {
            case (.system(let a), .system(let b)), (.asset(let a), .asset(let b)), (.file(let a), .file(let b)): a == b
            case (.uiImage(let a), .uiImage(let b)): a === b
            default: false
            }
        }
    }

    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    var capInsets = EdgeInsets()
    var resizingMode = ResizingMode.stretch
    var interpolation = Interpolation.high
    /// Pixels per point: a picture's natural size is its pixel size divided by this.
    var scale: CGFloat = 1

    /// The symbol named `systemName`, such as `"star.fill"`; unknown names draw "◆".
    public init(systemName: String) {
        source = .system(name: systemName)
    }

    /// The picture in the file `name.png`, `name.jpg` or `name.jpeg` (or `name` itself when it
    /// has one of those extensions) in the folders the host looks in (``ImageFiles``): next to
    /// the learner's file for `learn run`. There are no bundles in the terminal: `bundle` is
    /// accepted so that app code compiles, and not used to look.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .asset(name: name)
    }

    /// The picture in the file at `path`, as `AsyncImage` shows it once loaded.
    init(filePath path: String, scale: CGFloat) {
        self.init(source: .file(path: path), scale: scale)
    }

    init(source: Source, scale: CGFloat) {
        self.source = source
        self.scale = scale
    }

    /// The name a picture is known by in the display list and in plain text: its asset name,
    /// or the name of the file it was loaded from.
    var pictureName: String {
        switch source {
        case .system(let name), .asset(let name): name
        case .file(let path): (path as NSString).lastPathComponent
        case .uiImage(let picture): picture.name
        }
    }

    /// The natural size of a symbol, or of a picture that is missing: a square of two cells.
    static let naturalSize = CGSize(width: 16, height: 16)

    /// The character that stands for the image in the terminal.
    var glyph: Character {
        switch source {
        case .system(let name): SystemSymbols.glyph(named: name)
        case .asset, .file, .uiImage: "▣"
        }
    }

    /// Symbols take the foreground style unless drawn `.original`; assets keep their own colours
    /// (primary, for the placeholder) unless drawn `.template`.
    var isTemplate: Bool {
        switch source {
        case .system: renderingMode != .original
        case .asset, .file, .uiImage: renderingMode == .template
        }
    }
}

extension Image: _PrimitiveView {
    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(node: ViewNode(ImageBehavior(image: view), inputs: inputs))
    }
}

extension Image: CustomStringConvertible {
    /// Reads as SwiftUI code: `Image(systemName: "star")`, `Image("photo")`.
    public var description: String {
        switch source {
        case .system(let name): "Image(systemName: \"\(name)\")"
        case .asset(let name): "Image(\"\(name)\")"
        case .file(let path): "Image(contentsOfFile: \"\(path)\")"
        case .uiImage(let picture): "Image(uiImage: \(picture.name))"
        }
    }
}

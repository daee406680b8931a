import Foundation

/// A view that displays an image: an SF Symbol by name, or an image asset.
///
/// In the terminal a symbol is one glyph in a 16×16-point square (two cells: the glyph and a
/// space, so that symbols stay square as SF Symbols are), and an asset is the placeholder "▣"
/// (see docs/deviations.md). Like SwiftUI's images, an image has a fixed size and ignores the
/// proposal until `resizable()` makes it take the proposed size.
public struct Image: Equatable {
    enum Source: Equatable {
        case system(name: String)
        case asset(name: String)
    }

    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?

    /// The symbol named `systemName`, such as `"star.fill"`; unknown names draw "◆".
    public init(systemName: String) {
        source = .system(name: systemName)
    }

    /// The image asset named `name`, drawn as the placeholder "▣".
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .asset(name: name)
    }

    /// The image's natural size: a square of two cells.
    static let naturalSize = CGSize(width: 16, height: 16)

    /// The character that stands for the image in the terminal.
    var glyph: Character {
        switch source {
        case .system(let name): SystemSymbols.glyph(named: name)
        case .asset: "▣"
        }
    }

    /// Symbols take the foreground style unless drawn `.original`; assets keep their own colours
    /// (primary, for the placeholder) unless drawn `.template`.
    var isTemplate: Bool {
        switch source {
        case .system: renderingMode != .original
        case .asset: renderingMode == .template
        }
    }
}

extension Image: View {
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
        }
    }
}

import Foundation
internal import ImageDecoding

/// Sizes an image (fixed, or the proposal when resizable) and draws it: a picture over its
/// whole frame, a symbol's glyph (or the placeholder of a picture that is missing) centred in it.
struct ImageBehavior: NodeBehavior {
    let image: Image
    /// The picture of `Image("name")` or of a loaded `AsyncImage`, found and decoded when the
    /// view is made; `nil` for a symbol, or when the file is missing or damaged (a warning has
    /// said which).
    let picture: DecodedImage?

    init(image: Image) {
        self.image = image
        picture = image.decodedPicture
    }

    var traceLabel: String { image.description }

    /// A picture's natural size is its size in pixels divided by its scale (1 unless an
    /// `AsyncImage` or a `UIImage` has another): Apple's `UIImage.size` is "the logical dimensions of
    /// the image, measured in points", the pixel dimensions divided by `scale`, and AsyncImage's
    /// `scale` is "the scale to use for the image", 2 for an `@2x` file. A SwiftUI image takes
    /// that size unless resizable.
    var naturalSize: CGSize {
        guard let picture else { return Image.naturalSize }
        return CGSize(width: CGFloat(picture.width) / image.scale, height: CGFloat(picture.height) / image.scale)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        image.isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let frame = node.presentedFrame
        guard frame.width.isFinite, frame.height.isFinite else { return }
        let style: any ShapeStyle = image.isTemplate ? ForegroundStyle() : Color.primary
        let color = style._resolveColor(in: node.environment)
        if let picture {
            let drawing = ImageDrawing(
                name: image.pictureName, pixelWidth: picture.width, pixelHeight: picture.height, rgba: picture.rgba,
                capInsets: image.capInsets, resizingMode: image.resizingMode,
                interpolation: image.interpolation, isTemplate: image.isTemplate
            )
            list.append(.image(drawing, color), frame: frame)
            return
        }
        let glyph = image.glyph
        // The glyph and a space fill the square's two cells.
        let text = glyph.terminalCellWidth >= 2 ? String(glyph) : String(glyph) + " "
        let origin = CGPoint(x: frame.midX - Image.naturalSize.width / 2, y: frame.midY - Image.naturalSize.height / 2)
        // Symbols follow the font's weight, as SF Symbols do.
        let isBold = TextRunStyle().resolved(in: node.environment).isBold
        let drawing = TextDrawing(lines: [TextDrawing.Line(text: text, origin: origin)], isBold: isBold, isItalic: false)
        list.append(.text(drawing, color), frame: frame)
    }
}

extension Image {
    /// The picture this image shows, found and decoded; `nil` for a symbol, or when the file is
    /// missing or damaged (a warning says which).
    var decodedPicture: DecodedImage? {
        switch source {
        case .system: nil
        case .asset(let name): ImageFiles.picture(named: name)
        case .file(let path): try? ImageFiles.picture(atPath: path).get()
        case .uiImage(let uiImage): uiImage.picture
        }
    }
}

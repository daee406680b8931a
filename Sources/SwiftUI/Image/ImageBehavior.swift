import Foundation
internal import ImageDecoding

/// Sizes an image (fixed, or the proposal when resizable) and draws it: a picture over its
/// whole frame, a symbol's glyph (or the placeholder of a picture that is missing) centred in it.
struct ImageBehavior: NodeBehavior {
    let image: Image
    /// The picture of `Image("name")`, found and decoded when the view is made; `nil` for a
    /// symbol, or when the file is missing or damaged (a warning has said which).
    let picture: DecodedImage?

    init(image: Image) {
        self.image = image
        if case .asset(let name) = image.source {
            picture = ImageFiles.picture(named: name)
        } else {
            picture = nil
        }
    }

    var traceLabel: String { image.description }

    /// A picture's natural size is its size in pixels divided by its scale, 1 here: Apple's
    /// `UIImage.size` is "the logical dimensions of the image, measured in points", the pixel
    /// dimensions divided by `scale`, and a SwiftUI image takes that size unless resizable.
    var naturalSize: CGSize {
        guard let picture else { return Image.naturalSize }
        return CGSize(width: picture.width, height: picture.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        image.isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let frame = node.presentedFrame
        guard frame.width.isFinite, frame.height.isFinite else { return }
        let style: any ShapeStyle = image.isTemplate ? ForegroundStyle() : Color.primary
        let color = style._resolveColor(in: node.environment)
        if let picture, case .asset(let name) = image.source {
            let drawing = ImageDrawing(
                name: name, pixelWidth: picture.width, pixelHeight: picture.height, rgba: picture.rgba,
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

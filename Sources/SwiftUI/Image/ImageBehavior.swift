import Foundation

/// Sizes an image (fixed, or the proposal when resizable) and draws its glyph centred in its frame.
struct ImageBehavior: NodeBehavior {
    let image: Image

    var traceLabel: String { image.description }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        image.isResizable ? proposal.replacingUnspecifiedDimensions(by: Image.naturalSize) : Image.naturalSize
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let frame = node.presentedFrame
        guard frame.width.isFinite, frame.height.isFinite else { return }
        let glyph = image.glyph
        // The glyph and a space fill the square's two cells.
        let text = glyph.terminalCellWidth >= 2 ? String(glyph) : String(glyph) + " "
        let origin = CGPoint(x: frame.midX - Image.naturalSize.width / 2, y: frame.midY - Image.naturalSize.height / 2)
        // Symbols follow the font's weight, as SF Symbols do.
        let isBold = TextRunStyle().resolved(in: node.environment).isBold
        let drawing = TextDrawing(lines: [TextDrawing.Line(text: text, origin: origin)], isBold: isBold, isItalic: false)
        let style: any ShapeStyle = image.isTemplate ? ForegroundStyle() : Color.primary
        list.append(.text(drawing, style._resolveColor(in: node.environment)), frame: frame)
    }
}

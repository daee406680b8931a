import Foundation

/// The opaque background of a sheet, cover, alert or dialog: it hides what it is presented
/// over. It fills its frame in the system background colour and clears the cells' characters,
/// so plain text (which shows any fill as solid blocks) shows an empty area, as a sheet looks.
struct PresentationSurface: _PrimitiveView {
    /// iOS's `systemBackground`; sheets over a dark screen use its elevated grey.
    static let color = Color(
        resolved: Color.Resolved(red: 1, green: 1, blue: 1),
        dark: Color.Resolved(red: 0.11, green: 0.11, blue: 0.12),
        name: "systemBackground")

    typealias Body = Never
    static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(node: ViewNode(PresentationSurfaceBehavior(), children: [], inputs: inputs))
    }
}

/// Takes the space offered, like a colour; draws a fill and a space in every cell over it.
struct PresentationSurfaceBehavior: NodeBehavior {
    var traceLabel: String { "PresentationSurface" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let frame = node.presentedFrame
        list.append(.fill(Path(frame), PresentationSurface.color.resolve(in: node.environment), FillStyle()), frame: frame)
        // Every cell the fill touches is cleared, a partly covered one too (an alert is 270
        // points wide, 33¾ cells), or plain text would show that cell's fill as a block.
        let cell = TerminalHost.cellSize
        let first = (column: (frame.minX / cell.width).rounded(.down), row: (frame.minY / cell.height).rounded(.down))
        let columns = Int((frame.maxX / cell.width).rounded(.up) - first.column)
        let rows = Int((frame.maxY / cell.height).rounded(.up) - first.row)
        guard columns > 0, rows > 0 else { return }
        let blank = String(repeating: " ", count: columns)
        let lines = (0..<rows).map {
            TextDrawing.Line(text: blank, origin: CGPoint(x: first.column * cell.width, y: (first.row + CGFloat($0)) * cell.height))
        }
        list.append(.text(TextDrawing(lines: lines, isBold: false, isItalic: false), PresentationSurface.color.resolve(in: node.environment)), frame: frame)
    }
}

extension PresentationSurface: ImplementationDetail {}

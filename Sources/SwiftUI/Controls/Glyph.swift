import Foundation

/// Characters that a control draws as part of itself: a switch `[   ●]`, a stepper's `[−|+]`, a
/// menu's `⌄`. One line tall and one cell per character wide, whatever it is offered. A glyph has
/// no text of its own, so a control is found by its label alone.
struct Glyph: _PrimitiveView {
    /// Characters drawn in one colour.
    struct Run {
        var text: String
        /// The style, or `nil` for the foreground style. A disabled control's runs are secondary.
        var color: (any ShapeStyle)?

        func style(isEnabled: Bool) -> any ShapeStyle {
            guard isEnabled else { return Color.secondary }
            return color ?? ForegroundStyle()
        }
    }

    var runs: [Run]

    init(_ runs: [Run]) {
        self.runs = runs
    }

    init(_ text: String, color: (any ShapeStyle)? = nil) {
        self.init([Run(text: text, color: color)])
    }

    typealias Body = Never
    static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(node: ViewNode(GlyphBehavior(runs: view.runs), inputs: inputs))
    }
}

struct GlyphBehavior: NodeBehavior {
    let runs: [Glyph.Run]

    var traceLabel: String { "\"" + runs.map(\.text).joined() + "\"" }

    private static func width(of text: String) -> CGFloat {
        CGFloat(text.reduce(0) { $0 + $1.terminalCellWidth }) * TextLayout.cellWidth
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        CGSize(width: runs.reduce(0) { $0 + Self.width(of: $1.text) }, height: TextLayout.lineHeight)
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        var origin = node.presentedFrame.origin
        for run in runs {
            list.appendGlyphs(run.text, at: origin, color: run.style(isEnabled: node.environment.isEnabled), frame: node.presentedFrame, environment: node.environment)
            origin.x += Self.width(of: run.text)
        }
    }
}

extension DisplayList {
    /// Adds characters that a control draws, one line starting at `origin`, in `color`.
    mutating func appendGlyphs(_ text: String, at origin: CGPoint, color: any ShapeStyle, frame: CGRect, environment: EnvironmentValues) {
        guard !text.isEmpty, origin.x.isFinite, origin.y.isFinite else { return }
        let drawing = TextDrawing(lines: [TextDrawing.Line(text: text, origin: origin)], isBold: false, isItalic: false)
        append(.text(drawing, color._resolveColor(in: environment)), frame: frame)
    }
}

extension Glyph: ImplementationDetail {}

import Foundation

/// Sizes, aligns and draws a `Text`. The text is measured once, when its node is made.
struct TextBehavior: NodeBehavior {
    let layout: TextLayout

    init(_ text: Text, environment: EnvironmentValues) {
        layout = TextLayout(
            text: MeasuredText(text.cased(environment.textCase, locale: environment.locale)), lineLimit: environment.lineLimit, truncationMode: environment.truncationMode,
            lineSpacing: environment.lineSpacing, reservedLines: environment.reservedLineCount)
    }

    var traceLabel: String {
        var content = layout.text.string
        if content.count > 24 { content = content.prefix(23) + "…" }
        let escaped = content.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        return "Text(\"\(escaped)\")"
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        layout.size(for: proposal)
    }

    var providesExplicitAlignment: Bool { true }
    var textContent: String? { layout.text.string }

    /// The first baseline is 12 points below the top of the first line, the last baseline 12
    /// points below the top of the last line (the terminal font model).
    func explicitAlignment(of key: AlignmentKey, node: ViewNode, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if key.id == FirstTextBaselineID.self { return Self.baseline }
        if key.id == LastTextBaselineID.self { return size.height - TextLayout.lineHeight + Self.baseline }
        return nil
    }

    static let baseline: CGFloat = 12

    /// Draws the lines laid out for the proposal that gave the node its frame (so they are the
    /// lines its size was measured from), one text item per distinct style.
    func draw(_ node: ViewNode, into list: inout DisplayList) {
        guard let lines = layout.lines(for: node.placedProposal) else { return }
        let drawing = TextDrawingBuilder(text: layout.text, environment: node.environment)
        let items = drawing.items(lines: lines, in: node.presentedFrame, alignment: node.environment.multilineTextAlignment, offset: layout.lineOffset)
        if node.environment.redactionReasons.contains(.placeholder) {
            return list.appendRedacted(items, frame: node.presentedFrame)
        }
        for item in items {
            list.append(.text(item.drawing, item.color), frame: node.presentedFrame)
        }
    }
}

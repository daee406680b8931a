import Foundation

/// A segmented picker's options side by side in equal shares of the width. Each option is
/// centred in its share with a cell (8 points) free on either side: `│` separates neighbours,
/// and the selected option has `[` and `]` there instead. Asked for its ideal size, every share
/// is as wide as the widest option plus those two cells, as iOS makes segments equally wide.
struct SegmentedPickerLayout: PickerOptionsLayout {
    let selectedIndex: Int?

    private static let margin = TextLayout.cellWidth

    var traceLabel: String { "Segmented picker" }

    static func styleOptions(_ environment: inout EnvironmentValues) {}

    private func shareWidth(_ proposal: ProposedViewSize, node: ViewNode) -> CGFloat {
        let count = CGFloat(node.children.count)
        if let width = proposal.width { return width / count }
        let widest = node.children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return widest + 2 * Self.margin
    }

    private func optionProposal(share: CGFloat, proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: max(0, share - 2 * Self.margin), height: proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        guard !node.children.isEmpty else { return CGSize(width: proposal.width ?? 0, height: TextLayout.lineHeight) }
        let share = shareWidth(proposal, node: node)
        let heights = node.children.map { $0.sizeThatFits(optionProposal(share: share, proposal: proposal)).height }
        return CGSize(width: share * CGFloat(node.children.count), height: max(TextLayout.lineHeight, heights.max() ?? 0))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let share = bounds.width / CGFloat(max(1, node.children.count))
        for (index, option) in node.children.enumerated() {
            let center = CGPoint(x: bounds.minX + (CGFloat(index) + 0.5) * share, y: bounds.midY)
            option.place(at: center, anchor: .center, proposal: optionProposal(share: share, proposal: proposal))
        }
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        node.drawChildren(into: &list)
        let frame = node.presentedFrame
        guard frame.width.isFinite, !node.children.isEmpty else { return }
        let share = frame.width / CGFloat(node.children.count)
        let y = frame.midY - TextLayout.lineHeight / 2
        func mark(_ text: String, at x: CGFloat, color: any ShapeStyle) {
            let style = Glyph.Run(text: text, color: color).style(isEnabled: node.environment.isEnabled)
            list.appendGlyphs(text, at: CGPoint(x: x, y: y), color: style, frame: frame, environment: node.environment)
        }
        // The separators next to the selected option give way to its brackets.
        for boundary in 1..<node.children.count where boundary != selectedIndex && boundary != selectedIndex.map({ $0 + 1 }) {
            mark("│", at: frame.minX + CGFloat(boundary) * share, color: Color.gray)
        }
        if let selectedIndex {
            let start = frame.minX + CGFloat(selectedIndex) * share
            mark("[", at: start, color: TintShapeStyle())
            mark("]", at: start + share - Self.margin, color: TintShapeStyle())
        }
    }
}

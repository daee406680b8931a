import Foundation

/// A wheel picker's options (iOS's `.wheel`): the selected option in the middle of five lines,
/// the two before it above and the two after it below, each centred in the width, as iOS's
/// wheel shows its neighbours around the selection. iOS marks the selection with a gray band
/// behind it; here `›` and `‹` in gray stand at its two ends. The wheel takes the proposed
/// width (ideally the widest option and the two marks' cells on each side) and is five lines
/// (80 points) tall, where iOS's is 216 points: a wheel turned by a drag is chosen with
/// `host.select(_:in:)`.
struct WheelPickerLayout: PickerOptionsLayout {
    let selectedIndex: Int?

    static let visibleRows = 5
    private static let margin = 2 * TextLayout.cellWidth

    var traceLabel: String { "Wheel picker" }

    static func styleOptions(_ environment: inout EnvironmentValues) {}

    /// The row of the window option `index` is drawn in, or nil when it is out of the window.
    private func row(of index: Int) -> Int? {
        let middle = Self.visibleRows / 2
        let row = index - (selectedIndex ?? 0) + middle
        return (0..<Self.visibleRows).contains(row) ? row : nil
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let width = proposal.width
            ?? (node.children.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0) + 2 * Self.margin
        return CGSize(width: width, height: CGFloat(Self.visibleRows) * TextLayout.lineHeight)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let optionProposal = ProposedViewSize(width: max(0, bounds.width - 2 * Self.margin), height: TextLayout.lineHeight)
        for (index, option) in node.children.enumerated() {
            // Options out of the window are placed on the middle row and not drawn.
            let row = CGFloat(row(of: index) ?? Self.visibleRows / 2)
            let center = CGPoint(x: bounds.midX, y: bounds.minY + (row + 0.5) * TextLayout.lineHeight)
            option.place(at: center, anchor: .center, proposal: optionProposal)
        }
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        for (index, option) in node.children.enumerated() where row(of: index) != nil {
            option.draw(into: &list)
        }
        let frame = node.presentedFrame
        guard frame.width.isFinite, selectedIndex != nil else { return }
        let y = frame.minY + CGFloat(Self.visibleRows / 2) * TextLayout.lineHeight
        list.appendGlyphs("›", at: CGPoint(x: frame.minX, y: y), color: Color.gray, frame: frame, environment: node.environment)
        list.appendGlyphs("‹", at: CGPoint(x: frame.maxX - TextLayout.cellWidth, y: y), color: Color.gray, frame: frame,
                          environment: node.environment)
    }
}

/// An inline picker's options (iOS's `.inline`, as in a `Form`): one under another at the
/// leading edge, the selected one with a checkmark `✓` in the tint at the trailing edge, as iOS
/// shows the options as rows with a checkmark. It takes the proposed width (ideally the widest
/// option and three cells for the checkmark).
struct InlinePickerLayout: PickerOptionsLayout {
    let selectedIndex: Int?

    private static let checkmarkSpace = 3 * TextLayout.cellWidth

    var traceLabel: String { "Inline picker" }

    static func styleOptions(_ environment: inout EnvironmentValues) {}

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let optionProposal = ProposedViewSize(width: proposal.width.map { max(0, $0 - Self.checkmarkSpace) }, height: nil)
        let sizes = node.children.map { $0.sizeThatFits(optionProposal) }
        let width = proposal.width ?? (sizes.map(\.width).max() ?? 0) + Self.checkmarkSpace
        return CGSize(width: width, height: sizes.map { max(TextLayout.lineHeight, $0.height) }.reduce(0, +))
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let optionProposal = ProposedViewSize(width: max(0, bounds.width - Self.checkmarkSpace), height: nil)
        var y = bounds.minY
        for option in node.children {
            let height = max(TextLayout.lineHeight, option.sizeThatFits(optionProposal).height)
            option.place(at: CGPoint(x: bounds.minX, y: y), proposal: optionProposal)
            y += height
        }
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        node.drawChildren(into: &list)
        let frame = node.presentedFrame
        guard frame.width.isFinite, let selectedIndex else { return }
        let y = node.children[selectedIndex].presentedFrame.minY
        let color = Glyph.Run(text: "✓", color: TintShapeStyle()).style(isEnabled: node.environment.isEnabled)
        list.appendGlyphs("✓", at: CGPoint(x: frame.maxX - TextLayout.cellWidth, y: y), color: color, frame: frame,
                          environment: node.environment)
    }
}

/// A navigation-link picker's selection: the selected option alone, as a menu picker's, but in
/// the secondary style, as iOS draws the value of a row that pushes.
struct NavigationLinkPickerSelection: PickerOptionsLayout {
    let selectedIndex: Int?
    private var menu: MenuPickerSelection { MenuPickerSelection(selectedIndex: selectedIndex) }

    var traceLabel: String { "Picker selection" }

    static func styleOptions(_ environment: inout EnvironmentValues) {
        environment.foregroundStyle = Color.secondary
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize { menu.sizeThatFits(proposal, node: node) }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        menu.placeChildren(of: node, in: bounds, proposal: proposal)
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) { menu.draw(node, into: &list) }
}

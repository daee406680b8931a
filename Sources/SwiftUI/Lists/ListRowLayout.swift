import Foundation

/// One row of a `List`, or a section's header or footer: its content inset from the row's
/// edges, at least the style's minimum height (48 points for a row) and centred in it; a
/// separator under each row that another row of its section follows.
struct ListRowLayout: UnaryLayoutBehavior {
    let role: _ViewListElement.Role
    let metrics: ListMetrics
    let section: SectionIdentity?
    let isFirstInSection: Bool
    let isLastInSection: Bool
    /// Whether the section's spacing goes above this view: its header's first view, else its
    /// first row.
    let opensSection: Bool
    let showsSeparator: Bool
    /// What deleting or moving this row does, from its `ForEach`'s `onDelete` and `onMove`.
    let editActions: EditActions
    /// Whether this row is the selection of a `List(selection:)`: drawn on a highlight, which
    /// plain text shows as a filled band around the row's content.
    let isSelected: Bool
    /// The edges of the swipe actions whose bars are the row's last children, in order.
    var swipeEdges: [HorizontalEdge] = []
    /// The colour of the separator under the row (`listRowSeparatorTint`), nil for the style's.
    var separatorTint: Color?
    /// The section separators drawn at this row's edges (`listSectionSeparator(.visible)`):
    /// above a section's first row, under its last; and their colour.
    var sectionSeparators: VerticalEdge.Set = []
    var sectionSeparatorTint: Color?
    /// A row's minimum height: `EnvironmentValues.defaultMinListRowHeight`.
    var minimumRowHeight = ListMetrics.minimumRowHeight

    var traceLabel: String {
        switch role {
        case .row: "List row"
        case .sectionHeader: "Section header"
        case .sectionFooter: "Section footer"
        }
    }

    /// Wraps each view of `element` (the one at `index` of `content`) in a row.
    static func wrapping(_ element: _ViewListElement, in content: _ViewList, at index: Int, metrics: ListMetrics, selection: ListSelection?) -> _ViewListElement {
        let previous = index > 0 ? content.element(index - 1) : nil
        let next = index + 1 < content.count ? content.element(index + 1) : nil
        func sameGroup(_ other: _ViewListElement?) -> Bool {
            guard let other else { return false }
            return other.section === element.section && other.role == .row
        }
        let followsHeader = previous.map { $0.section === element.section && $0.role == .sectionHeader } ?? false
        var wrapped = element
        let make = element.make
        wrapped.make = { inputs in
            var contentInputs = inputs
            contentInputs.environment.isListRowContent = element.role == .row
            if element.role != .row {
                contentInputs.environment.font = contentInputs.environment.font ?? .footnote
                contentInputs.environment.foregroundStyle = contentInputs.environment.foregroundStyle ?? HierarchicalShapeStyle.secondary
                if metrics.capitalizesHeaders, element.role == .sectionHeader {
                    contentInputs.environment.textCase = .uppercase
                }
                if element.role == .sectionHeader { contentInputs.environment.isListSectionHeader = true }
                contentInputs.environment.applyHeaderProminence()
            }
            let views = make(contentInputs)
            return views.enumerated().map { offset, made in
                var view = made
                var isSelected = false
                if element.role == .row, let selection {
                    (view, isSelected) = selection.selectable(made, inputs: inputs)
                }
                let first = offset == 0 && !sameGroup(previous)
                let last = offset == views.count - 1 && !sameGroup(next)
                let row = ListRowLayout(
                    role: element.role, metrics: metrics, section: element.section,
                    isFirstInSection: first, isLastInSection: last,
                    opensSection: offset == 0 && (element.role == .sectionHeader || element.role == .row && first && !followsHeader),
                    showsSeparator: element.role == .row && !last && view.traits.showsListRowSeparator,
                    editActions: element.editActions.allowed(by: view.traits),
                    isSelected: isSelected
                )
                // A `listRowBackground` view is the row's second child, placed over the whole row.
                let background = view.traits.listRowBackground.map { makeNodes(of: $0, inputs: inputs.child(.decoration)) } ?? []
                // Swipe actions are its last children, placed and drawn only while revealed.
                let swipes = view.traits.swipeActions
                var swipeRow = row
                swipeRow.swipeEdges = swipes.map(\.edge)
                swipeRow.separatorTint = view.traits.listRowSeparatorTint
                if element.role == .row {
                    swipeRow.sectionSeparators = view.traits.listSectionSeparatorEdges.intersection(
                        (first ? VerticalEdge.Set.top : []).union(last ? .bottom : []))
                }
                swipeRow.sectionSeparatorTint = view.traits.listSectionSeparatorTint
                swipeRow.minimumRowHeight = inputs.environment.defaultMinListRowHeight
                let bars = swipes.map { SwipeActionsBar.makeNodes($0, row: inputs) }
                return ViewNode(swipeRow, children: [view] + background + bars, inputs: inputs)
            }
        }
        return wrapped
    }

    /// The selected row's highlight: iOS's grey selection background (`UIColor.systemGray4`).
    static let selectionColor = Color(
        resolved: Color.Resolved(red: 209 / 255, green: 209 / 255, blue: 214 / 255),
        dark: Color.Resolved(red: 58 / 255, green: 58 / 255, blue: 60 / 255),
        name: "systemGray4")

    private var minimumHeight: CGFloat {
        role == .row ? minimumRowHeight : role == .sectionHeader ? ListMetrics.minimumHeaderHeight : 0
    }

    /// The space above: a section's spacing before its first header or row.
    private var topSpacing: CGFloat {
        opensSection ? metrics.sectionSpacing : 0
    }

    private func insets(_ child: ViewNode) -> EdgeInsets {
        if let custom = child.traits.listRowInsets { return custom }
        let side = metrics.sectionMargin + ListMetrics.rowContentInset
        let top: CGFloat = role == .row ? ListMetrics.rowVerticalInset : 0
        return EdgeInsets(top: top, leading: side, bottom: ListMetrics.rowVerticalInset, trailing: side)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize {
        let insets = insets(child)
        let content = child.sizeThatFits(contentProposal(proposal, insets: insets))
        let width = proposal.width ?? content.width + insets.leading + insets.trailing
        return CGSize(width: width, height: topSpacing + max(minimumHeight, content.height + insets.top + insets.bottom))
    }

    private func contentProposal(_ proposal: ProposedViewSize, insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) }, height: nil)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        let insets = insets(child)
        let childProposal = contentProposal(ProposedViewSize(bounds.size), insets: insets)
        let size = child.sizeThatFits(childProposal)
        let area = CGRect(x: bounds.minX, y: bounds.minY + topSpacing, width: bounds.width, height: bounds.height - topSpacing)
        // A header sits on the rows below it; a row's content is centred in the row.
        let y = role == .sectionHeader ? area.maxY - insets.bottom - size.height : area.minY + insets.top + (area.height - insets.top - insets.bottom - size.height) / 2
        return ChildPlacement(origin: CGPoint(x: bounds.minX + insets.leading, y: y), proposal: childProposal)
    }

    /// The row's part of its section's group: the row without the space above it, inset by the
    /// section margin.
    func groupFrame(in frame: CGRect) -> CGRect {
        CGRect(x: frame.minX + metrics.sectionMargin, y: frame.minY + topSpacing,
               width: frame.width - 2 * metrics.sectionMargin, height: frame.height - topSpacing)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let content = node.children[0]
        let placement = childPlacement(in: bounds, proposal: proposal, child: content)
        content.place(at: placement.origin, proposal: placement.proposal)
        let area = groupFrame(in: bounds)
        for background in backgrounds(of: node) {
            background.place(at: area.origin, proposal: ProposedViewSize(area.size))
        }
        // The revealed swipe actions, as tall as the row's group, at their edge of it.
        if let bar = revealedBar(of: node) {
            let height = ProposedViewSize(width: nil, height: area.height)
            let width = min(bar.sizeThatFits(height).width, area.width)
            let x = node.graph.revealedSwipe?.edge == .leading ? area.minX : area.maxX - width
            bar.place(at: CGPoint(x: x, y: area.minY), proposal: ProposedViewSize(width: width, height: area.height))
        }
    }

    /// The row's `listRowBackground` views: its children between the content and the swipe bars.
    private func backgrounds(of node: ViewNode) -> ArraySlice<ViewNode> {
        node.children.dropFirst().dropLast(swipeEdges.count)
    }

    /// The bar of swipe actions a swipe revealed on this row, if one did.
    private func revealedBar(of node: ViewNode) -> ViewNode? {
        guard let revealed = node.graph.revealedSwipe, revealed.row == node.children[0].identity,
              let index = swipeEdges.firstIndex(of: revealed.edge) else { return nil }
        return node.children[node.children.count - swipeEdges.count + index]
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let frame = node.presentedFrame
        if isSelected {
            let highlight = groupFrame(in: frame)
            list.append(.fill(Path(highlight), Self.selectionColor.resolve(in: node.environment), FillStyle()), frame: highlight)
        }
        let backgrounds = backgrounds(of: node)
        if !backgrounds.isEmpty || !swipeEdges.isEmpty {
            for background in backgrounds { background.draw(into: &list) }
            node.children[0].draw(into: &list)
            if let bar = revealedBar(of: node), bar.isShown { bar.draw(into: &list) }
        } else {
            node.drawChildren(into: &list)
        }
        // A section separator spans the list's width, as iOS draws one.
        let area = groupFrame(in: frame)
        if sectionSeparators.contains(.top) {
            drawLine(at: area.minY + 0.5, from: frame.minX, to: frame.maxX, color: sectionSeparatorTint, frame: frame, node: node, into: &list)
        }
        if sectionSeparators.contains(.bottom) {
            drawLine(at: frame.maxY - 0.5, from: frame.minX, to: frame.maxX, color: sectionSeparatorTint, frame: frame, node: node, into: &list)
        }
        guard showsSeparator else { return }
        let start = frame.minX + metrics.sectionMargin + ListMetrics.rowContentInset
        drawLine(at: frame.maxY - 0.5, from: start, to: frame.maxX - metrics.sectionMargin, color: separatorTint, frame: frame, node: node, into: &list)
    }

    /// A separator: a hairline in `color`, else the divider's grey; its item's frame is the row's.
    private func drawLine(at y: CGFloat, from start: CGFloat, to end: CGFloat, color: Color?, frame: CGRect, node: ViewNode, into list: inout DisplayList) {
        var line = Path()
        line.addLines([CGPoint(x: start, y: y), CGPoint(x: end, y: y)])
        list.append(.stroke(line, (color ?? DividerLayout.color).resolve(in: node.environment), StrokeStyle(lineWidth: DividerLayout.thickness)), frame: frame)
    }
}

import Foundation

/// Rows of content in a scrolling column, grouped in sections: made only as they come into
/// view, as a `LazyVStack` in a `ScrollView` is. A list takes all the space it is offered.
///
/// How rows and sections look is the list style's (`.listStyle(_:)`; inset grouped by default,
/// as on iOS). Each view of the content is a row; `Section`s group rows under a header.
public struct List<SelectionValue: Hashable, Content: View>: _PrimitiveView {
    var content: Content
    /// What tapping a row selects, for `List(selection:)`.
    var selection: ListSelection?

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        ListContentLayout.makeScrollingList(of: viewList(of: view.content), inputs: inputs, selection: view.selection)
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows in `content`, without selection.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A row for each element of `data`: `List(friends) { Text($0.name) }`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A list with one row for each element of `data`, identified by its `id` key path.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A list with one row for each number in `data`, a constant range.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

/// The column of rows inside a list's scroll view: a lazy stack of `ListRowLayout` rows, with
/// each section's rows outlined as a group where the style groups them.
struct ListContentLayout: LazyContainer {
    let stack: LazyStackLayout
    let metrics: ListMetrics

    var traceLabel: String { "List" }

    /// A scroll view around the rows of `content`, each element's views wrapped as rows, which
    /// a tap selects when the list has a `selection`.
    static func makeScrollingList(of content: _ViewList, inputs: _ViewInputs, selection: ListSelection?) -> _ViewOutputs {
        let metrics = inputs.environment.listMetrics
        var rowInputs = inputs.child(.content)
        rowInputs.environment.stackOrientation = .vertical
        let rows = _ViewList(count: content.count) { index in
            ListRowLayout.wrapping(content.element(index), in: content, at: index, metrics: metrics, selection: selection)
        }
        let stack = LazyStackLayout(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0, pinnedViews: [], content: rows, inputs: rowInputs)
        let column = ViewNode(ListContentLayout(stack: stack, metrics: metrics), inputs: rowInputs)
        let scrollView = ScrollViewLayout(axes: .vertical, showsIndicators: inputs.environment.showsScrollIndicators,
                                          configuration: inputs.environment.scrollConfiguration)
        return _ViewOutputs(node: ViewNode(scrollView, children: [column], inputs: inputs))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        stack.sizeThatFits(proposal, node: node)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        stack.placeChildren(of: node, in: bounds, proposal: proposal)
    }

    func estimatedFrame(of id: AnyHashable, node: ViewNode) -> CGRect? {
        stack.estimatedFrame(of: id, node: node)
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        node.drawChildren(into: &list)
        guard metrics.outlinesSections else { return }
        for outline in sectionOutlines(node) {
            list.append(.stroke(Path(outline), DividerLayout.color.resolve(in: node.environment), StrokeStyle(lineWidth: 1)), frame: outline)
        }
    }

    /// The frame around each run of shown rows of one section. A run cut by the edge of what is
    /// shown reaches past it, so that edge is not drawn as the section's.
    private func sectionOutlines(_ node: ViewNode) -> [CGRect] {
        var outlines: [CGRect] = []
        var current: (section: SectionIdentity?, frame: CGRect, endsSection: Bool)?
        func finish() {
            guard let run = current else { return }
            var frame = run.frame
            if !run.endsSection { frame.size.height += 10_000 }
            outlines.append(frame)
            current = nil
        }
        for child in node.children {
            guard let row = child.behavior as? ListRowLayout, row.role == .row else {
                finish()
                continue
            }
            let frame = row.groupFrame(in: child.frame)
            if let run = current, run.section === row.section {
                current = (run.section, run.frame.union(frame), row.isLastInSection)
            } else {
                finish()
                var start = frame
                if !row.isFirstInSection {
                    start.origin.y -= 10_000
                    start.size.height += 10_000
                }
                current = (row.section, start, row.isLastInSection)
            }
        }
        finish()
        return outlines
    }
}

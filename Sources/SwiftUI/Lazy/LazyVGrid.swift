import Foundation

/// A grid that grows downwards, its columns given by `GridItem`s, its views made only when
/// their row comes into view, inside a `ScrollView`. See `LazyGridLayout`.
public struct LazyVGrid<Content: View>: _PrimitiveView {
    var columns: [GridItem]
    var alignment: HorizontalAlignment
    var spacing: CGFloat?
    var pinnedViews: PinnedScrollableViews
    var content: Content

    /// A grid with `columns`, placed across by `alignment` in the grid's width, with `spacing`
    /// between rows (8 points when nil); `pinnedViews` keeps section headers or footers in view.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let contentInputs = inputs.child(.content)
        let layout = LazyGridLayout(axis: .vertical, items: view.columns, alignment: Alignment(horizontal: view.alignment, vertical: .center),
                                    spacing: view.spacing, pinnedViews: view.pinnedViews, content: viewList(of: view.content), inputs: contentInputs)
        return _ViewOutputs(node: ViewNode(layout, inputs: inputs))
    }
}

/// A grid that grows to the right, its rows given by `GridItem`s, its views made only when
/// their column comes into view, inside a horizontal `ScrollView`. See `LazyGridLayout`.
public struct LazyHGrid<Content: View>: _PrimitiveView {
    var rows: [GridItem]
    var alignment: VerticalAlignment
    var spacing: CGFloat?
    var pinnedViews: PinnedScrollableViews
    var content: Content

    /// A grid with `rows`, placed by `alignment` in the grid's height, with `spacing` between
    /// columns (8 points when nil); `pinnedViews` keeps section headers or footers in view.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let contentInputs = inputs.child(.content)
        let layout = LazyGridLayout(axis: .horizontal, items: view.rows, alignment: Alignment(horizontal: .center, vertical: view.alignment),
                                    spacing: view.spacing, pinnedViews: view.pinnedViews, content: viewList(of: view.content), inputs: contentInputs)
        return _ViewOutputs(node: ViewNode(layout, inputs: inputs))
    }
}

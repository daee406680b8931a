import Foundation

/// A vertical stack that makes its views only when they come into view, inside a `ScrollView`.
/// It fills the width it is offered. See `LazyStackLayout`.
public struct LazyVStack<Content: View>: _PrimitiveView {
    var alignment: HorizontalAlignment
    var spacing: CGFloat?
    var pinnedViews: PinnedScrollableViews
    var content: Content

    /// A lazy vertical stack: views placed across by `alignment`, `spacing` apart (8 points
    /// when nil); `pinnedViews` keeps section headers or footers in view.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        var contentInputs = inputs.child(.content)
        contentInputs.environment.stackOrientation = .vertical
        let layout = LazyStackLayout(
            axis: .vertical, alignment: view.alignment.key, spacing: view.spacing, pinnedViews: view.pinnedViews,
            content: viewList(of: view.content), inputs: contentInputs
        )
        return _ViewOutputs(node: ViewNode(layout, inputs: inputs))
    }
}

/// A horizontal stack that makes its views only when they come into view, inside a horizontal
/// `ScrollView`. It fills the height it is offered. See `LazyStackLayout`.
public struct LazyHStack<Content: View>: _PrimitiveView {
    var alignment: VerticalAlignment
    var spacing: CGFloat?
    var pinnedViews: PinnedScrollableViews
    var content: Content

    /// A lazy horizontal stack: views placed by `alignment` in its height, `spacing` apart (8
    /// points when nil); `pinnedViews` keeps section headers or footers in view.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        var contentInputs = inputs.child(.content)
        contentInputs.environment.stackOrientation = .horizontal
        let layout = LazyStackLayout(
            axis: .horizontal, alignment: view.alignment.key, spacing: view.spacing, pinnedViews: view.pinnedViews,
            content: viewList(of: view.content), inputs: contentInputs
        )
        return _ViewOutputs(node: ViewNode(layout, inputs: inputs))
    }
}

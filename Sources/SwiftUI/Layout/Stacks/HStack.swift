import Foundation

/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View>: _PrimitiveView {
    var layout: HStackLayout
    var content: Content

    /// - Parameters:
    ///   - alignment: The guide that children line up on vertically; `.center` by default.
    ///   - spacing: The distance between neighbours, or `nil` for the default (8 points, none next to a `Spacer`).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _LayoutRoot._makeView(_LayoutRoot(layout: view.layout, content: view.content), inputs: inputs)
    }
}

/// The layout of `HStack`, usable on its own (for example in `AnyLayout`).
public struct HStackLayout: StackLayoutContainer {
    /// How the subviews line up vertically.
    public var alignment: VerticalAlignment
    /// The space between subviews, or `nil` for each pair's preferred spacing.
    public var spacing: CGFloat?

    /// A horizontal stack layout, for `AnyLayout` or `HStackLayout { … }`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Horizontal: `Spacer`s grow and `Divider`s stand across it.
    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .horizontal) }
    var name: String { "HStack" }
    var stack: StackLayout { StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing) }
}

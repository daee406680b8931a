import Foundation

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View>: _PrimitiveView {
    var layout: VStackLayout
    var content: Content

    /// - Parameters:
    ///   - alignment: The guide that children line up on horizontally; `.center` by default.
    ///   - spacing: The distance between neighbours, or `nil` for the default (8 points, none next to a `Spacer`).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _LayoutRoot._makeView(_LayoutRoot(layout: view.layout, content: view.content), inputs: inputs)
    }
}

/// The layout of `VStack`, usable on its own (for example in `AnyLayout`).
public struct VStackLayout: StackLayoutContainer {
    /// How the subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// The space between subviews, or `nil` for each pair's preferred spacing.
    public var spacing: CGFloat?

    /// A vertical stack layout, for `AnyLayout` or `VStackLayout { … }`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Vertical: `Spacer`s grow and `Divider`s lie across it.
    public static var layoutProperties: LayoutProperties { LayoutProperties(stackOrientation: .vertical) }
    var name: String { "VStack" }
    var stack: StackLayout { StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing) }
}

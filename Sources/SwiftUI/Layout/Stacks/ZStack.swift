import Foundation

/// A view that overlays its children, each aligned on both axes.
public struct ZStack<Content: View>: _PrimitiveView {
    var layout: ZStackLayout
    var content: Content

    /// Stacks `content` back to front, each view placed by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _LayoutRoot._makeView(_LayoutRoot(layout: view.layout, content: view.content), inputs: inputs)
    }
}

/// The layout of `ZStack`: every child gets the whole proposal; the stack is the bounding box
/// of the children lined up on the alignment guides. Later children draw on top.
public struct ZStackLayout: NamedLayout {
    /// Where each subview sits in the stack.
    public var alignment: Alignment

    /// An overlaying stack layout, for `AnyLayout` or `ZStackLayout { … }`.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    var name: String { "ZStack" }

    /// The size that holds every subview lined up by the alignment.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrangement(proposal, subviews: subviews).size
    }

    /// Places every subview lined up by the alignment, one over another.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let arrangement = arrangement(proposal, subviews: subviews)
        for (subview, origin) in zip(subviews, arrangement.origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: proposal)
        }
    }

    /// The stack's value for the horizontal `guide`, from its subviews'.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        explicitAlignment(of: guide.key, proposal: proposal, subviews: subviews)
    }

    /// The stack's value for the vertical `guide`, from its subviews'.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
        explicitAlignment(of: guide.key, proposal: proposal, subviews: subviews)
    }

    private func explicitAlignment(of key: AlignmentKey, proposal: ProposedViewSize, subviews: Subviews) -> CGFloat? {
        guard key.propagatesThroughContainers else { return nil }
        let origins = arrangement(proposal, subviews: subviews).origins
        let values = zip(subviews, origins).compactMap { subview, origin -> CGFloat? in
            let dimensions = subview.dimensions(in: proposal)
            guard let value = dimensions.explicitValue(key) else { return nil }
            return value + (key.axis == .horizontal ? origin.x : origin.y)
        }
        return key.combine(values)
    }

    private func arrangement(_ proposal: ProposedViewSize, subviews: Subviews) -> (size: CGSize, origins: [CGPoint]) {
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        let horizontal = AlignedExtent(dimensions, key: alignment.horizontal.key, axis: .horizontal)
        let vertical = AlignedExtent(dimensions, key: alignment.vertical.key, axis: .vertical)
        let origins = dimensions.indices.map { CGPoint(x: horizontal.origins[$0], y: vertical.origins[$0]) }
        return (CGSize(width: horizontal.length, height: vertical.length), origins)
    }
}

/// Views lined up on one guide along one axis: where each starts, and how long the union is.
struct AlignedExtent {
    var origins: [CGFloat]
    var length: CGFloat

    init(_ dimensions: [ViewDimensions], key: AlignmentKey, axis: Axis) {
        let guides = dimensions.map { $0[key] }
        let before = guides.max() ?? 0
        let after = zip(dimensions, guides).map { $0.size[axis] - $1 }.max() ?? 0
        origins = guides.map { before - $0 }
        length = dimensions.isEmpty ? 0 : before + after
    }
}

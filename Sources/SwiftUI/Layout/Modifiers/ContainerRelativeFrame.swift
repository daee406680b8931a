import Foundation

extension View {
    /// Sizes this view, on `axes`, to the nearest container: SwiftUI's
    /// `containerRelativeFrame(_:alignment:)`. The container is the nearest scroll view around
    /// the view (its visible size), else the window (the root's proposal); on the other axis the
    /// view keeps its own size. The view is aligned in the frame by `alignment`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrame(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Sizes this view, on `axes`, to `span` of `count` equal columns (or rows) of the nearest
    /// container, with `spacing` between them, as SwiftUI's
    /// `containerRelativeFrame(_:count:span:spacing:alignment:)`: a column is
    /// (container − spacing × (count − 1)) / count, and the view spans `span` columns and the
    /// spacing between them.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        modifier(_ContainerRelativeFrame(axes: axes, alignment: alignment) { length, _ in
            let count = CGFloat(max(1, count)), span = CGFloat(max(1, span))
            let column = (length - spacing * (count - 1)) / count
            return max(0, column * span + spacing * (span - 1))
        })
    }

    /// Sizes this view, on `axes`, to what `length` makes of the nearest container's length on
    /// each axis, as SwiftUI's `containerRelativeFrame(_:alignment:_:)`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(_ContainerRelativeFrame(axes: axes, alignment: alignment, length: length))
    }
}

/// A frame sized from the nearest container: `containerRelativeFrame`.
struct _ContainerRelativeFrame: UnaryLayoutModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    var traceLabel: String { ".containerRelativeFrame" }

    /// The container's size around `child`: the proposal the nearest scroll view was placed
    /// with (in an earlier pass, as the scroll view is placed after its content is measured),
    /// else the window's; `nil` on an axis neither gives.
    private func containerSize(around child: ViewNode) -> ProposedViewSize {
        let window = child.graph.proposal
        for ancestor in child.ancestors.dropFirst() where ancestor.behavior is ScrollViewLayout {
            guard ancestor.placementPass >= 0 else { break }
            let placed = ancestor.placedProposal
            return ProposedViewSize(width: placed.width ?? window.width, height: placed.height ?? window.height)
        }
        return window
    }

    /// The frame's size on each axis it sets, `nil` where it leaves the view's own size.
    private func frameSize(_ proposal: ProposedViewSize, child: ViewNode) -> (width: CGFloat?, height: CGFloat?) {
        let container = containerSize(around: child)
        func dimension(_ axis: Axis, _ set: Axis.Set, _ containerLength: CGFloat?, _ proposed: CGFloat?) -> CGFloat? {
            guard axes.contains(set), let base = containerLength ?? proposed, base.isFinite else { return nil }
            return max(0, length(base, axis))
        }
        return (dimension(.horizontal, .horizontal, container.width, proposal.width),
                dimension(.vertical, .vertical, container.height, proposal.height))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, child: ViewNode) -> CGSize {
        let frame = frameSize(proposal, child: child)
        let childSize = child.sizeThatFits(ProposedViewSize(width: frame.width ?? proposal.width, height: frame.height ?? proposal.height))
        return CGSize(width: frame.width ?? childSize.width, height: frame.height ?? childSize.height)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: ViewNode) -> ChildPlacement {
        let frame = frameSize(proposal, child: child)
        let childProposal = ProposedViewSize(width: frame.width ?? proposal.width, height: frame.height ?? proposal.height)
        let offset = child.alignedOrigin(in: bounds.size, alignment: alignment, proposal: childProposal)
        return ChildPlacement(origin: bounds.offsetOrigin(by: offset), proposal: childProposal)
    }
}

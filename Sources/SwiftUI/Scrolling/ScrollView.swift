import Foundation

/// A scrollable view: its content may be taller (or wider) than the scroll view, which shows
/// the part it is scrolled to.
///
/// Along the axes it scrolls, it proposes nothing (`nil`) to its content, which takes its ideal
/// length, and it takes the length it is offered itself; across them it passes on the length
/// it was offered and is as long as its content. It clips its content, which starts at its top
/// leading corner, and keeps where it is scrolled to while it stays. Several views in it are
/// stacked, vertically (horizontally in a horizontal scroll view). A scroll bar shows where
/// it is when the content does not fit.
public struct ScrollView<Content: View>: _PrimitiveView {
    /// The scrolled content.
    public var content: Content
    /// The directions it scrolls in.
    public var axes: Axis.Set
    /// Whether it shows a scroll bar.
    public var showsIndicators: Bool

    /// A scroll view along `axes` (vertical by default) of `content`; `showsIndicators: false` hides its scroll bar.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        var contentInputs = inputs.child(.content)
        let stackAxis: Axis = view.axes == .horizontal ? .horizontal : .vertical
        contentInputs.environment.stackOrientation = stackAxis
        contentInputs.environment.scrollAxes = view.axes
        contentInputs.environment.scrollPositionBinding = nil
        var children = makeNodes(of: view.content, inputs: contentInputs)
        if children.count > 1 {
            let stack: any NodeBehavior = stackAxis == .vertical ? LayoutBehavior(layout: VStackLayout()) : LayoutBehavior(layout: HStackLayout())
            children = [ViewNode(stack, children: children, inputs: contentInputs)]
        }
        let behavior = ScrollViewLayout(axes: view.axes, showsIndicators: view.showsIndicators && inputs.environment.showsScrollIndicators,
                                        positionBinding: inputs.environment.scrollPositionBinding,
                                        configuration: inputs.environment.scrollConfiguration)
        return _ViewOutputs(node: ViewNode(behavior, children: children, inputs: inputs))
    }
}

extension ScrollView where Content == EmptyView {
    /// A scroll view with nothing in it.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true) {
        self.init(axes, showsIndicators: showsIndicators) { EmptyView() }
    }
}

/// Where a scroll view is scrolled to: how far its content's top leading corner is above and
/// to the left of its own, in points.
final class ScrollPosition: ContainerState {
    var offset = CGPoint.zero
    var lastPlacementPass = 0
    /// The content's size and the scroll view's at the last placement: how far it can scroll.
    var contentSize = CGSize.zero
    var viewportSize = CGSize.zero
    /// A view to bring into view at the next placement (`ScrollViewProxy.scrollTo`); it stays
    /// pending while only its estimated place is known (a lazy stack's row far below).
    var pendingTarget: ScrollTarget?
    /// The id a `scrollPosition(id:)` binding last had or was given.
    var boundID: AnyHashable?
    /// Whether the scroll view has been placed: its `defaultScrollAnchor` applies before that.
    var hasBeenPlaced = false
    /// Whether a `refreshable` action started by a pull (`host.refresh`) is running.
    var isRefreshing = false

    var maximumOffset: CGPoint {
        CGPoint(x: max(0, contentSize.width - viewportSize.width), y: max(0, contentSize.height - viewportSize.height))
    }
}

struct ScrollViewLayout: NodeBehavior {
    let axes: Axis.Set
    let showsIndicators: Bool
    /// The binding of `scrollPosition(id:)`, if one is set on the scroll view.
    var positionBinding: ScrollPositionBinding?
    /// `scrollDisabled`, `scrollClipDisabled`, `defaultScrollAnchor`, `contentMargins`,
    /// `scrollTargetBehavior` (ScrollBehaviors.swift).
    var configuration = ScrollConfiguration()

    var traceLabel: String { axes == .horizontal ? "ScrollView(.horizontal)" : axes == [.horizontal, .vertical] ? "ScrollView([.horizontal, .vertical])" : "ScrollView" }

    /// Nothing along the scrolling axes, the length offered to the scroll view across them.
    /// (Less the content margins across them.)
    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let margins = configuration.contentMargins
        return ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : proposal.width.map { max(0, $0 - margins.horizontal) },
            height: axes.contains(.vertical) ? nil : proposal.height.map { max(0, $0 - margins.vertical) }
        )
    }

    /// The content's size with its margins.
    private func marginedSize(_ content: CGSize) -> CGSize {
        CGSize(width: content.width + configuration.contentMargins.horizontal, height: content.height + configuration.contentMargins.vertical)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        let content = marginedSize(node.children.first?.sizeThatFits(contentProposal(proposal)) ?? .zero)
        return CGSize(
            width: axes.contains(.horizontal) ? proposal.width ?? content.width : content.width,
            height: axes.contains(.vertical) ? proposal.height ?? content.height : content.height
        )
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let position = node.graph.state(ScrollPosition.self, for: node.identity)
        guard let content = node.children.first else { return }
        // The proposal the content was sized with, not the scroll view's size: a layout
        // inside reads the width it was offered in `placeSubviews`, as in `sizeThatFits`.
        let contentProposal = contentProposal(proposal)
        position.contentSize = marginedSize(content.sizeThatFits(contentProposal))
        position.viewportSize = bounds.size
        if !position.hasBeenPlaced, let anchor = configuration.defaultAnchor {
            position.offset = CGPoint(x: anchor.x * position.maximumOffset.x, y: anchor.y * position.maximumOffset.y)
        }
        position.hasBeenPlaced = true
        position.offset = position.offset.clamped(to: position.maximumOffset)
        let margins = configuration.contentMargins
        let spinner = position.isRefreshing ? Self.refreshHeight : 0
        content.place(at: CGPoint(x: bounds.minX + margins.leading - position.offset.x, y: bounds.minY + margins.top + spinner - position.offset.y), proposal: contentProposal)
        positionBinding?.follow(position, in: node, axes: axes)
        // A view to scroll to is found once the content is placed (views its body just made
        // included); the tree is then placed again at the new position.
        if let target = position.pendingTarget, let found = target.frameInContent(of: node) {
            if found.isMade { position.pendingTarget = nil }
            target.scroll(position, to: found.frame)
            node.graph.needsLayoutAgain = true
        }
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let frame = node.presentedFrame
        if configuration.clipsContent {
            list.withContext({ $0.clips.append(Path(frame).applying($0.transform)) }) { node.drawChildren(into: &$0) }
        } else {
            node.drawChildren(into: &list)
        }
        let position = node.graph.state(ScrollPosition.self, for: node.identity)
        if position.isRefreshing { drawRefreshSpinner(in: frame, environment: node.environment, into: &list) }
        guard showsIndicators else { return }
        for axis in [Axis.vertical, .horizontal] where axes.contains(axis.set) {
            ScrollIndicator(axis: axis, position: position).draw(in: frame, environment: node.environment, into: &list)
        }
    }
}

extension Axis {
    var set: Axis.Set { self == .horizontal ? .horizontal : .vertical }
}

extension CGPoint {
    func clamped(to maximum: CGPoint) -> CGPoint {
        CGPoint(x: min(max(0, x), maximum.x), y: min(max(0, y), maximum.y))
    }
}

extension EnvironmentValues {
    /// The axes of the scroll view around a view, if any.
    var scrollAxes: Axis.Set? {
        get { self[ScrollAxesKey.self] }
        set { self[ScrollAxesKey.self] = newValue }
    }

    /// Whether scroll views show their scroll bars: `scrollIndicators(_:)` hides them.
    var showsScrollIndicators: Bool {
        get { self[ShowsScrollIndicatorsKey.self] }
        set { self[ShowsScrollIndicatorsKey.self] = newValue }
    }
}

private struct ScrollAxesKey: EnvironmentKey {
    static let defaultValue: Axis.Set? = nil
}

private struct ShowsScrollIndicatorsKey: EnvironmentKey {
    static let defaultValue = true
}

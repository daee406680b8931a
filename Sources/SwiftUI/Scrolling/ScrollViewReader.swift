import Foundation

/// Gives its content a proxy that scrolls the scroll views inside the reader to a view.
public struct ScrollViewReader<Content: View>: _PrimitiveView {
    /// Makes the reader's content from the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// A reader whose `content` gets a `ScrollViewProxy`, to call `scrollTo(_:anchor:)` from actions.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let reader = ScrollViewReaderNode()
        let children = makeNodes(of: view.content(ScrollViewProxy(reader: reader)), inputs: inputs.child(.content))
        let node = ViewNode(ScrollViewReaderLayout(), children: children, inputs: inputs)
        reader.node = node
        return _ViewOutputs(node: node)
    }
}

/// Scrolls the scroll views of a `ScrollViewReader`.
public struct ScrollViewProxy {
    let reader: ScrollViewReaderNode

    /// Scrolls the first scroll view inside the reader that holds the view identified by `id`,
    /// so that its `anchor` lines up with the scroll view's, or, with no anchor, as little as
    /// shows it whole. It happens at the next update, so a view made by the same change can be
    /// the target; inside `withAnimation`, the content moves with the animation.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let node = reader.node else { return }
        let target = ScrollTarget(id: AnyHashable(id), anchor: anchor)
        var scrollViews: [ViewNode] = []
        node.forEachNode { if $0.behavior is ScrollViewLayout { scrollViews.append($0) } }
        // The one that holds the target now, else the first (its content may be about to change).
        guard let scrollView = scrollViews.first(where: { target.frameInContent(of: $0) != nil }) ?? scrollViews.first else { return }
        node.graph.state(ScrollPosition.self, for: scrollView.identity).pendingTarget = target
        node.graph.schedulePlacement()
    }
}

/// The reader's node, once made, for its proxy.
final class ScrollViewReaderNode {
    weak var node: ViewNode?
}

/// The reader is not a view of its own in layout: its content is laid out as at the root.
struct ScrollViewReaderLayout: ContentWrapperLayout {
    var traceLabel: String { "ScrollViewReader" }
}

import Foundation

/// A container that gives its content its own size and position.
///
/// It takes all the space proposed (10 for an unspecified dimension, like a shape), builds its
/// content with a `GeometryProxy` once it has been placed, proposes its whole size to the
/// content and places it at the top-leading corner.
public struct GeometryReader<Content: View>: _PrimitiveView {
    /// The content, built from the proxy of the reader's size and place.
    public var content: (GeometryProxy) -> Content

    /// A reader that takes all the space proposed and builds `content` from its size; the content sits at its top leading corner.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        var contentInputs = inputs
        contentInputs.environment.stackOrientation = nil
        // The content is built at layout time; what it reads belongs to the view whose body
        // made the reader, which runs again (and makes a new reader) when that changes.
        let behavior = GeometryReaderLayout { proxy in
            ViewGraph.reading(as: inputs.parentRecord) {
                makeNodes(of: ViewGraph.content(of: inputs.parentRecord) { view.content(proxy) }, inputs: contentInputs)
            }
        }
        return _ViewOutputs(node: ViewNode(behavior, inputs: inputs))
    }
}

/// The size and coordinate spaces of a GeometryReader, for its content.
public struct GeometryProxy {
    let node: ViewNode

    /// The size of the GeometryReader.
    public var size: CGSize { node.frame.size }

    /// The reader's frame in a coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        node.frame(in: coordinateSpace)
    }

    /// Always zero: a terminal has no safe area.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

struct GeometryReaderLayout: NodeBehavior {
    let makeContent: (GeometryProxy) -> [ViewNode]

    var traceLabel: String { "GeometryReader" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    var makesChildrenWhenPlaced: Bool { true }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        node.setChildren(makeContent(GeometryProxy(node: node)))
        for child in node.children {
            child.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }
}

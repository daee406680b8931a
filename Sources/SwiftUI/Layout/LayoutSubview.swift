import Foundation

/// A proxy for one subview of a layout container: ask it for sizes, then place it.
public struct LayoutSubview: Equatable {
    let node: ViewNode

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.sizeThatFits(proposal)
    }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(in: proposal)
    }

    /// Places the subview so that its `anchor` lands on `position`, with the size it chooses for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        node.place(at: position, anchor: anchor, proposal: proposal)
    }

    /// The subview's `layoutPriority`.
    public var priority: Double { node.traits.layoutPriority }

    /// The spacing the subview prefers around it.
    public var spacing: ViewSpacing { node.spacing }

    /// Whether two proxies stand for the same subview.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// The subviews of a layout container, in the order they were declared.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let nodes: [ViewNode]

    init(_ nodes: [ViewNode]) { self.nodes = nodes }

    /// The first index, 0.
    public var startIndex: Int { 0 }
    /// The number of subviews.
    public var endIndex: Int { nodes.count }
    /// The proxy for the subview at `index`, in the order the content lists them.
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(node: nodes[index]) }

    /// Whether both collections hold the same subviews in the same order.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.nodes.count == rhs.nodes.count && zip(lhs.nodes, rhs.nodes).allSatisfy { $0 === $1 }
    }
}

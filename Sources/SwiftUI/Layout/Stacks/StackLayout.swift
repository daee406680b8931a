import Foundation

/// The algorithm HStack and VStack share, and Grid for its columns and rows: SwiftUI's stack layout.
///
/// 1. Subtract the spacing between neighbours from the proposed length.
/// 2. Measure every child's flexibility: its length at a proposal of ∞ minus its length at 0.
/// 3. Group children by `layoutPriority`, highest first, and reserve the minimum lengths of
///    lower groups.
/// 4. Within a group, from the least flexible child to the most, offer each an equal share of
///    what remains, and subtract what it takes.
/// 5. On the cross axis, line children up on the alignment guide; the stack is the bounding box.
///
/// The stack may end up longer than proposed: children's minimums win over the proposal.
/// Sources: objc.io "How an HStack Lays out Its Children" (2020), Thinking in SwiftUI ch. 4.
struct StackLayout {
    let axis: Axis
    /// The guide children line up on, across the stack's axis.
    let alignment: AlignmentKey
    let spacing: CGFloat?

    /// The gap after each child but the last: the explicit spacing, or what the neighbours prefer.
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (0..<subviews.count - 1).map { index in
            spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
        }
    }

    /// The proposal each child gets, in the order children were declared.
    func childProposals(_ proposal: ProposedViewSize, subviews: LayoutSubviews, gaps: [CGFloat]) -> [ProposedViewSize] {
        let cross = proposal[axis.cross]
        guard let length = proposal[axis] else {
            return Array(repeating: ProposedViewSize(axis, nil, cross: cross), count: subviews.count)
        }
        let available = max(0, length - gaps.reduce(0, +))
        if available == .infinity {
            return Array(repeating: ProposedViewSize(axis, .infinity, cross: cross), count: subviews.count)
        }
        let offers = Self.distribute(available, among: subviews.count, priority: { subviews[$0].priority }) { index, offer in
            subviews[index].sizeThatFits(ProposedViewSize(axis, offer, cross: cross))[axis]
        }
        return offers.map { ProposedViewSize(axis, $0, cross: cross) }
    }

    /// Steps 2 to 4, for anything that has a priority and a length for each length offered: a
    /// stack's children, and a grid's columns and rows. Returns the length offered to each item.
    static func distribute(
        _ available: CGFloat, among count: Int, priority: (Int) -> Double, length: (Int, CGFloat) -> CGFloat
    ) -> [CGFloat] {
        let minimums = (0..<count).map { length($0, 0) }
        let maximums = (0..<count).map { length($0, .infinity) }
        let priorities = (0..<count).map(priority)
        let order = (0..<count).sorted { a, b in
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            let (fa, fb) = (maximums[a] - minimums[a], maximums[b] - minimums[b])
            if fa != fb { return fa < fb }
            return a < b
        }
        var offers = Array(repeating: CGFloat(0), count: count)
        var remaining = available - minimums.reduce(0, +)
        var start = 0
        while start < order.count {
            let groupPriority = priorities[order[start]]
            var end = start
            while end < order.count, priorities[order[end]] == groupPriority { end += 1 }
            let group = order[start..<end]
            remaining += group.reduce(0) { $0 + minimums[$1] }
            var unsized = group.count
            for index in group {
                let share = max(0, remaining / CGFloat(unsized))
                offers[index] = share
                remaining -= length(index, share)
                unsized -= 1
            }
            start = end
        }
        return offers
    }

    /// Custom guides and text baselines of the children, merged, in the stack's coordinates.
    func explicitAlignment(of key: AlignmentKey, arrangement: Arrangement, subviews: LayoutSubviews) -> CGFloat? {
        guard key.propagatesThroughContainers else { return nil }
        let values = subviews.indices.compactMap { index -> CGFloat? in
            let childProposal = arrangement.proposals[index]
            let child = subviews[index].node
            guard let value = child.explicitAlignment(of: key, size: child.sizeThatFits(childProposal), proposal: childProposal) else { return nil }
            let origin = arrangement.origins[index]
            return value + (key.axis == .horizontal ? origin.x : origin.y)
        }
        return key.combine(values)
    }

    struct Arrangement {
        var size: CGSize
        var proposals: [ProposedViewSize]
        /// Each child's top-leading corner relative to the stack's.
        var origins: [CGPoint]
        /// The space after each child but the last.
        var gaps: [CGFloat]
    }

    /// - Parameter gaps: ``gaps(_:)``, which does not depend on the proposal.
    func arrangement(_ proposal: ProposedViewSize, subviews: LayoutSubviews, gaps: [CGFloat]) -> Arrangement {
        arrangement(childProposals(proposal, subviews: subviews, gaps: gaps), subviews: subviews, gaps: gaps)
    }

    /// How the children are placed once the stack has its bounds. A stack asked for its ideal
    /// length across its axis (by `fixedSize`, or inside a scroll view) places its children at
    /// the length it chose, each keeping its length along the axis, so a child that fills what
    /// it is offered (a Color, `.frame(maxHeight: .infinity)`) spans the stack: SwiftUI's idiom
    /// for equal heights in an HStack and equal widths in a VStack. Any other proposal already
    /// gave every child the length it keeps.
    func placement(_ sized: Arrangement, proposal: ProposedViewSize, bounds: CGRect, subviews: LayoutSubviews) -> Arrangement {
        guard proposal[axis.cross] == nil else { return sized }
        let cross = bounds.size[axis.cross]
        let proposals = sized.proposals.map { ProposedViewSize(axis, $0[axis], cross: cross) }
        return arrangement(proposals, subviews: subviews, gaps: sized.gaps)
    }

    private func arrangement(_ proposals: [ProposedViewSize], subviews: LayoutSubviews, gaps: [CGFloat]) -> Arrangement {
        let dimensions = zip(subviews, proposals).map { $0.dimensions(in: $1) }
        let cross = AlignedExtent(dimensions, key: alignment, axis: axis.cross)
        var origins: [CGPoint] = []
        origins.reserveCapacity(subviews.count)
        var position: CGFloat = 0
        for index in dimensions.indices {
            let crossOrigin = cross.origins[index]
            origins.append(axis == .horizontal ? CGPoint(x: position, y: crossOrigin) : CGPoint(x: crossOrigin, y: position))
            position += dimensions[index].size[axis]
            if index < gaps.count { position += gaps[index] }
        }
        let crossSize = cross.length
        return Arrangement(size: CGSize(axis, position, cross: crossSize), proposals: proposals, origins: origins, gaps: gaps)
    }
}

/// A built-in layout that runs `StackLayout`: HStackLayout and VStackLayout. The cache keeps
/// the last arrangement, which sizing and placement for the same proposal share.
protocol StackLayoutContainer: NamedLayout where Cache == StackLayout.Cache {
    var stack: StackLayout { get }
}

extension StackLayout {
    /// The stack's measures kept between sizing and placing for the same proposal.
    public final class Cache {
        var proposal: ProposedViewSize?
        var arrangement: Arrangement?
        /// The placement for `proposal` in bounds of `placedSize`.
        var placedSize: CGSize?
        var placement: Arrangement?
        /// The children's spacing, the same for every proposal.
        var gaps: [CGFloat]?
    }

    func arrangement(_ proposal: ProposedViewSize, subviews: LayoutSubviews, cache: Cache) -> Arrangement {
        if let arrangement = cache.arrangement, cache.proposal == proposal { return arrangement }
        let gaps = cache.gaps ?? gaps(subviews)
        cache.gaps = gaps
        let arrangement = arrangement(proposal, subviews: subviews, gaps: gaps)
        cache.proposal = proposal
        cache.arrangement = arrangement
        cache.placement = nil
        return arrangement
    }

    func placement(_ proposal: ProposedViewSize, bounds: CGRect, subviews: LayoutSubviews, cache: Cache) -> Arrangement {
        let sized = arrangement(proposal, subviews: subviews, cache: cache)
        if let placement = cache.placement, cache.placedSize == bounds.size { return placement }
        let placement = placement(sized, proposal: proposal, bounds: bounds, subviews: subviews)
        cache.placedSize = bounds.size
        cache.placement = placement
        return placement
    }
}

extension StackLayoutContainer {
    /// A new, empty cache.
    public func makeCache(subviews: Subviews) -> StackLayout.Cache { StackLayout.Cache() }

    /// The stack's size: the subviews along the axis with their spacing, as wide across as the widest.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayout.Cache) -> CGSize {
        stack.arrangement(proposal, subviews: subviews, cache: cache).size
    }

    /// Places the subviews one after another, lined up across the axis by the stack's alignment.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayout.Cache) {
        let arrangement = stack.placement(proposal, bounds: bounds, subviews: subviews, cache: cache)
        for (index, subview) in subviews.enumerated() {
            let origin = arrangement.origins[index]
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: arrangement.proposals[index])
        }
    }

    /// The stack's value for the horizontal `guide`, from its subviews'.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayout.Cache) -> CGFloat? {
        stack.explicitAlignment(of: guide.key, arrangement: stack.placement(proposal, bounds: bounds, subviews: subviews, cache: cache), subviews: subviews)
    }

    /// The stack's value for the vertical `guide`, from its subviews'.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayout.Cache) -> CGFloat? {
        stack.explicitAlignment(of: guide.key, arrangement: stack.placement(proposal, bounds: bounds, subviews: subviews, cache: cache), subviews: subviews)
    }
}

extension LayoutProperties {
    init(stackOrientation: Axis?) {
        self.init()
        self.stackOrientation = stackOrientation
    }
}

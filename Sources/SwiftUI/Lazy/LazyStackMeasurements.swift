import Foundation

/// What a lazy stack knows of the length of its elements: each one made so far was measured;
/// the others are estimated at the average of those, as a lazy stack's scroll range is an
/// estimate in SwiftUI too until every row has been in view. Kept while the stack stays.
final class LazyStackMeasurements: ContainerState {
    var lastPlacementPass = 0
    /// Each element's length along the stack plus the gap after it; `nil` if not measured.
    private var extents: [CGFloat?] = []
    private var measuredTotal: CGFloat = 0
    private var measuredCount = 0
    /// The longest element measured across the stack: its ideal cross length.
    var crossLength: CGFloat = 0

    /// What an element is estimated at before any is measured: one line of text and a gap.
    static let firstEstimate: CGFloat = 24

    /// Keeps the measurements of the first `count` elements, for content of that many.
    func fit(count: Int) {
        if extents.count > count {
            for extent in extents[count...] {
                if let extent { measuredTotal -= extent; measuredCount -= 1 }
            }
            extents.removeSubrange(count...)
        } else if extents.count < count {
            extents += Array(repeating: nil, count: count - extents.count)
        }
    }

    var estimate: CGFloat { measuredCount == 0 ? Self.firstEstimate : measuredTotal / CGFloat(measuredCount) }

    func extent(at index: Int) -> CGFloat { extents[index] ?? estimate }

    /// Records a measured extent; returns whether it differs from what was assumed before.
    @discardableResult
    func record(_ extent: CGFloat, at index: Int) -> Bool {
        let previous = self.extent(at: index)
        if let old = extents[index] { measuredTotal -= old } else { measuredCount += 1 }
        extents[index] = extent
        measuredTotal += extent
        return abs(previous - extent) > 0.01
    }

    /// The length of all elements, without the gap after the last.
    func totalLength(lastGap: CGFloat) -> CGFloat {
        guard !extents.isEmpty else { return 0 }
        let estimate = self.estimate
        return max(0, extents.reduce(0) { $0 + ($1 ?? estimate) } - lastGap)
    }

    /// How far the element at `index` starts from the stack's start.
    func start(of index: Int) -> CGFloat {
        let estimate = self.estimate
        return extents[..<index].reduce(0) { $0 + ($1 ?? estimate) }
    }
}

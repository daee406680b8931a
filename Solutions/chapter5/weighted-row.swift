import SwiftUI

// Reference solution for the weighted row (chapter 5, after step 14).
//
// Each subview carries its weight as a layout value; a subview that sets none reads the key's
// default, 1. The row takes the width it is offered, sets the gaps aside, and shares out the rest
// in proportion to the weights: a subview gets free × weight / total. Each subview is proposed its
// share and the row's height and placed at a running x from the bounds' leading edge. The row is
// as tall as the tallest subview for its share.

struct ColumnWeight: LayoutValueKey {
    static let defaultValue: Double = 1
}

extension View {
    func weight(_ weight: Double) -> some View {
        layoutValue(key: ColumnWeight.self, value: weight)
    }
}

struct WeightedRow: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions().width
        let shares = shares(of: width, subviews)
        var height: CGFloat = 0
        for (subview, share) in zip(subviews, shares) {
            height = max(height, subview.sizeThatFits(ProposedViewSize(width: share, height: proposal.height)).height)
        }
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for (subview, share) in zip(subviews, shares(of: bounds.width, subviews)) {
            subview.place(at: CGPoint(x: x, y: bounds.minY),
                          proposal: ProposedViewSize(width: share, height: bounds.height))
            x += share + spacing
        }
    }

    /// Each subview's part of the width left once the gaps are set aside.
    private func shares(of width: CGFloat, _ subviews: Subviews) -> [CGFloat] {
        let gaps = spacing * CGFloat(max(subviews.count - 1, 0))
        let free = max(width - gaps, 0)
        let weights = subviews.map { $0[ColumnWeight.self] }
        let total = weights.reduce(0, +)
        guard total > 0 else { return weights.map { _ in 0 } }
        return weights.map { free * CGFloat($0 / total) }
    }
}

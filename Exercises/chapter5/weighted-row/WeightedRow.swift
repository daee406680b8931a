import SwiftUI

// Exercise: a weighted row (chapter 5, after step 14, layout values).
//
// A row that shares out the width it is offered in proportion to each subview's weight, set with
// `.weight(2)`; a subview with no weight counts as 1. This one gives every subview an equal
// share, and its key has the wrong default. Fix it as the instructions
// (`learn exercises weighted-row`) describe.
//
// Check your work with `learn check weighted-row`; `learn hint weighted-row` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct ColumnWeight: LayoutValueKey {
    static let defaultValue: Double = 0
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
        // Every subview gets the same share. Read each one's weight instead.
        return subviews.map { _ in free / CGFloat(subviews.count) }
    }
}

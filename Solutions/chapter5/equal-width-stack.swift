import SwiftUI

// Reference solution for the equal-width stack exercise (chapter 5).
//
// The layout asks every subview for its ideal size (an unspecified proposal) and keeps the
// largest width and the largest height: that is the size of one cell. The stack is as wide as
// all its cells plus the gaps between them and as tall as one cell, whatever it is proposed.
// Each subview is proposed the cell's size and placed with its centre on the centre of its
// cell, starting from the left edge of the bounds it is given (not from 0: the bounds are in
// the parent's coordinates). A nil spacing asks each pair of neighbours how far apart they
// prefer to be.

struct EqualWidthHStack: Layout {
    var spacing: CGFloat? = nil

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let cell = cellSize(of: subviews)
        let gaps = gaps(between: subviews).reduce(0, +)
        return CGSize(width: cell.width * CGFloat(subviews.count) + gaps, height: cell.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let cell = cellSize(of: subviews)
        let gaps = gaps(between: subviews)
        let cellProposal = ProposedViewSize(cell)
        var x = bounds.minX + cell.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: cellProposal)
            if index < gaps.count {
                x += cell.width + gaps[index]
            }
        }
    }

    /// The widest ideal width and the tallest ideal height among the subviews.
    private func cellSize(of subviews: Subviews) -> CGSize {
        subviews.reduce(CGSize.zero) { largest, subview in
            let ideal = subview.sizeThatFits(.unspecified)
            return CGSize(width: max(largest.width, ideal.width), height: max(largest.height, ideal.height))
        }
    }

    /// The space after each subview but the last: `spacing`, or what the two neighbours prefer.
    private func gaps(between subviews: Subviews) -> [CGFloat] {
        subviews.indices.dropLast().map { index in
            spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }
}

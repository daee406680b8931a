// MUST PASS: written differently from the reference (sizes measured once into arrays, gaps zipped, subviews placed by their top-leading corner), it draws the same.
import SwiftUI

struct EqualWidthHStack: Layout {
    var spacing: CGFloat? = nil

    private func measure(_ subviews: Subviews) -> (cell: CGSize, gaps: [CGFloat]) {
        let ideals = subviews.map { $0.sizeThatFits(.unspecified) }
        let cell = CGSize(width: ideals.map(\.width).max() ?? 0, height: ideals.map(\.height).max() ?? 0)
        let gaps = zip(subviews, subviews.dropFirst()).map { pair in
            spacing ?? pair.0.spacing.distance(to: pair.1.spacing, along: .horizontal)
        }
        return (cell, gaps)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (cell, gaps) = measure(subviews)
        var width: CGFloat = 0
        for gap in gaps { width += gap }
        width += cell.width * CGFloat(subviews.count)
        return CGSize(width: width, height: subviews.isEmpty ? 0 : cell.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (cell, gaps) = measure(subviews)
        let offer = ProposedViewSize(width: cell.width, height: cell.height)
        var cellMinX = bounds.minX
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(offer)
            let origin = CGPoint(x: cellMinX + (cell.width - size.width) / 2,
                                 y: bounds.minY + (bounds.height - size.height) / 2)
            subview.place(at: origin, proposal: offer)
            cellMinX += cell.width + (index < gaps.count ? gaps[index] : 0)
        }
    }
}

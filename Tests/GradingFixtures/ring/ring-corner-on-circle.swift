// MUST FAIL (every scenario): the size is right, but each subview is placed without anchor: .center, so its top leading corner, not its centre, is on the circle, and every label hangs down and to the right of its place.
import SwiftUI

struct Ring: Layout {
    var radius: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var largest = CGSize.zero
        for subview in subviews {
            let ideal = subview.sizeThatFits(.unspecified)
            largest.width = max(largest.width, ideal.width)
            largest.height = max(largest.height, ideal.height)
        }
        return CGSize(width: 2 * radius + largest.width, height: 2 * radius + largest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let step = 2 * Double.pi / Double(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let angle = step * Double(index)
            subview.place(at: CGPoint(x: bounds.midX + radius * sin(angle),
                                      y: bounds.midY - radius * cos(angle)),
                          proposal: .unspecified)
        }
    }
}

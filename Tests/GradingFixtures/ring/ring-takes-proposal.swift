// MUST FAIL: the subviews are centred on the circle, but the ring still takes its proposal as its size, like the dial of step 13: it fills the window, pushes a neighbour away, and shrinks to 10×10 when asked for its ideal size.
import SwiftUI

struct Ring: Layout {
    var radius: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let step = 2 * Double.pi / Double(subviews.count)
        for (index, subview) in subviews.enumerated() {
            let angle = step * Double(index)
            let point = CGPoint(x: bounds.midX + radius * sin(angle),
                                y: bounds.midY - radius * cos(angle))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

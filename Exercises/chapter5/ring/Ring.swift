import SwiftUI

// Exercise: a ring layout (chapter 5, after step 13, a radial layout).
//
// A layout that sets its subviews on a circle of a given radius, the first at the top and the
// others clockwise, and is exactly large enough to hold them. This one takes whatever it is
// offered, like the dial of step 13, and puts each subview's top leading corner on the circle
// instead of its centre. Fix it as the instructions (`learn exercises ring`) describe.
//
// Check your work with `learn check ring`; `learn hint ring` gives one hint at a time.
// Keep this file to declarations: the checker adds the code that builds each scenario.

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
            subview.place(at: point, proposal: .unspecified)
        }
    }
}

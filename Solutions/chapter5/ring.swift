import SwiftUI

// Reference solution for the ring layout (chapter 5, after step 13).
//
// Unlike the dial of step 13, the ring has a size of its own: the circle's diameter plus the
// largest subview's width (and height), so that every subview, centred on the circle, lies inside
// the ring's frame. It ignores its proposal, so it keeps that size in a stack, in a fixedSize or
// anywhere else. The subviews are placed by their centres (anchor: .center), the first at the
// top of the circle and the others clockwise, evenly spaced, round the centre of the bounds.

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
            let centre = CGPoint(x: bounds.midX + radius * sin(angle),
                                 y: bounds.midY - radius * cos(angle))
            subview.place(at: centre, anchor: .center, proposal: .unspecified)
        }
    }
}

// MUST PASS: a running corner moves on by step after each subview, and the size is the union of the subviews' rectangles measured from the origin; it draws the same cascade as the reference.
import SwiftUI

struct Cascade: Layout {
    var step = CGSize(width: 16, height: 16)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var corner = CGPoint.zero
        var union = CGRect.zero
        for subview in subviews {
            union = union.union(CGRect(origin: corner, size: subview.sizeThatFits(.unspecified)))
            corner.x += step.width
            corner.y += step.height
        }
        return CGSize(width: union.maxX, height: union.maxY)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var corner = bounds.origin
        for subview in subviews {
            subview.place(at: corner, anchor: .topLeading, proposal: .unspecified)
            corner.x += step.width
            corner.y += step.height
        }
    }
}

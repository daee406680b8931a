// MUST FAIL ("inside .padding(16): the bounds do not start at zero"): the subviews are placed from (0, 0) instead of the bounds' corner, so inside padding they are drawn 16 points up and to the left of where they belong.
import SwiftUI

struct Cascade: Layout {
    var step = CGSize(width: 16, height: 16)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for (index, subview) in subviews.enumerated() {
            let ideal = subview.sizeThatFits(.unspecified)
            size.width = max(size.width, CGFloat(index) * step.width + ideal.width)
            size.height = max(size.height, CGFloat(index) * step.height + ideal.height)
        }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: CGFloat(index) * step.width, y: CGFloat(index) * step.height),
                          proposal: .unspecified)
        }
    }
}

// MUST FAIL (wherever an earlier window reaches further than the last): the size is taken from the last subview's corner and size alone, so a wide first window sticks out of the cascade.
import SwiftUI

struct Cascade: Layout {
    var step = CGSize(width: 16, height: 16)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let last = subviews.last else { return .zero }
        let ideal = last.sizeThatFits(.unspecified)
        let index = CGFloat(subviews.count - 1)
        return CGSize(width: index * step.width + ideal.width, height: index * step.height + ideal.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * step.width,
                                      y: bounds.minY + CGFloat(index) * step.height),
                          proposal: .unspecified)
        }
    }
}

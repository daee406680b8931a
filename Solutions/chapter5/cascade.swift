import SwiftUI

// Reference solution for the cascade layout (chapter 5, after step 11).
//
// Subview i is placed with its top leading corner `step` points right of and below the previous
// one's: at (i × step.width, i × step.height) from the bounds' corner, which is in the parent's
// coordinates, so it starts at bounds.minX and bounds.minY, not at zero. Every subview gets its
// ideal size (an unspecified proposal). The cascade is as large as the rectangle that holds them
// all: for each subview, where it starts plus its size; the largest of those on each axis. It
// ignores its own proposal, like the staircase of step 11. Later subviews are drawn on top.

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
            let corner = CGPoint(x: bounds.minX + CGFloat(index) * step.width,
                                 y: bounds.minY + CGFloat(index) * step.height)
            subview.place(at: corner, proposal: .unspecified)
        }
    }
}

import SwiftUI

// Exercise: a wrapping layout with spacing (chapter 5, after step 12, a layout that wraps).
//
// A layout that puts its subviews side by side, `spacing` points apart, and starts a new line,
// `lineSpacing` points below the last, when the next one would not fit in the width it is
// offered. This one never wraps: every subview goes on one line, whatever the width. Complete it
// as the instructions (`learn exercises wrap-spacing`) describe.
//
// Check your work with `learn check wrap-spacing`; `learn hint wrap-spacing` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct Wrap: Layout {
    var spacing: CGFloat = 8
    var lineSpacing: CGFloat = 0

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(subviews, maxWidth: proposal.width ?? .infinity).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let origins = arrange(subviews, maxWidth: bounds.width).origins
        for (subview, origin) in zip(subviews, origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y),
                          proposal: .unspecified)
        }
    }

    /// Where each subview goes, from the layout's top leading corner, and the size of the whole.
    private func arrange(_ subviews: Subviews, maxWidth: CGFloat) -> (origins: [CGPoint], size: CGSize) {
        var origins: [CGPoint] = []
        var x: CGFloat = 0
        var height: CGFloat = 0
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            if index > 0 {
                x += spacing
            }
            origins.append(CGPoint(x: x, y: 0))
            x += size.width
            height = max(height, size.height)
        }
        return (origins, CGSize(width: x, height: height))
    }
}

import SwiftUI

// Reference solution for the wrapping layout with spacing (chapter 5, after step 12).
//
// One helper works out the lines for both requirements: every subview at its ideal size, `spacing`
// points after the one before on the same line, or at the start of a new line, `lineSpacing` points
// below the tallest subview of the line before, when it would end past the width. The first subview
// of a line is put there even if it is wider than the width (there is nowhere better). A nil width
// (the ideal-size question) means one long line. The layout is as wide as its longest line and as
// tall as its lines and the gaps between them; placements start at the bounds' corner.

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

    private func arrange(_ subviews: Subviews, maxWidth: CGFloat) -> (origins: [CGPoint], size: CGSize) {
        var origins: [CGPoint] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        var lineHeight: CGFloat = 0
        var width: CGFloat = 0
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            if index > 0 {
                if x + spacing + size.width > maxWidth {
                    x = 0
                    y += lineHeight + lineSpacing
                    lineHeight = 0
                } else {
                    x += spacing
                }
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width
            lineHeight = max(lineHeight, size.height)
            width = max(width, x)
        }
        return (origins, CGSize(width: width, height: y + lineHeight))
    }
}

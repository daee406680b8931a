import SwiftUI

// Exercise: a cascade layout (chapter 5, after step 11, the Layout protocol).
//
// A layout that deals its subviews out like cascaded windows: each one `step` points right of
// and below the one before, at its ideal size, the later ones on top. This one takes no space
// and piles every subview in one corner. Complete it as the instructions
// (`learn exercises cascade`) describe.
//
// Check your work with `learn check cascade`; `learn hint cascade` gives one hint at a time.
// Keep this file to declarations: the checker adds the code that builds each scenario.

struct Cascade: Layout {
    var step = CGSize(width: 16, height: 16)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // Replace this line: the cascade should be large enough to hold every subview.
        .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            // Every subview lands in the same place. Move each one on by `step`.
            subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .unspecified)
        }
    }
}

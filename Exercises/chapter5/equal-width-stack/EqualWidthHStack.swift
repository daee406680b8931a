import SwiftUI

// Exercise: an equal-width stack (chapter 5).
//
// Write a container with the `Layout` protocol that puts its subviews side by side, each in a
// cell as wide as the widest subview's ideal width and as tall as the tallest one's ideal
// height. Every subview is offered the whole cell and sits in its middle. The stack's size is
// its cells plus the gaps between them, whatever it is proposed.
//
// Keep the type's name, its `spacing` property and the two methods' signatures: the checker
// builds scenarios such as `EqualWidthHStack(spacing: 20) { Text("OK"); Text("Cancel") }`.
// A nil spacing means "what each pair of neighbours prefers":
// `subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: .horizontal)`.
//
// Check your work with `learn check equal-width-stack`; `learn hint equal-width-stack` gives
// one hint at a time. Keep this file to declarations (no top-level statements).

struct EqualWidthHStack: Layout {
    var spacing: CGFloat? = nil

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        // Replace this line: for now the stack takes no space at all.
        .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        // For now nothing is placed. Call `place(at:anchor:proposal:)` on each subview.
    }
}

import SwiftUI

// Exercise: a fraction bar (chapter 5, after step 2, GeometryReader).
//
// A track, outlined in grey, as wide as it is offered and 16 points tall, with a blue bar over its leading
// part: `fraction` of the track's width. This one works out the bar's width from a fixed 240
// points, so it is right only when the track happens to be 240 points wide. Fix it as the
// instructions (`learn exercises fraction-bar`) describe.
//
// Check your work with `learn check fraction-bar`; `learn hint fraction-bar` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct FractionBar: View {
    var fraction: Double

    var body: some View {
        HStack(spacing: 0) {
            Color.blue
                .frame(width: 240 * fraction)
            Spacer(minLength: 0)
        }
        .frame(height: 16)
        .border(Color.gray)
    }
}

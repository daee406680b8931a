import SwiftUI

// Exercise: a card tossed with keyframes (chapter 6, after step 12, phases and keyframes).
//
// Each tap of "Toss" should throw the orange card 48 points along, hold it there, and bring
// it back, while it stretches and recovers as it sets off, following the keyframes in the
// instructions (`learn exercises toss-keyframes`). Only the first keyframe is written.
//
// Check your work with `learn check toss-keyframes`; `learn hint toss-keyframes` gives one
// hint at a time. Keep this file to declarations: the checker adds the code that builds each
// scenario.

struct Toss {
    var x = 0.0
    var width = 16.0
}

struct Card: View {
    @State private var tosses = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Toss") { tosses += 1 }
            Color.orange
                .keyframeAnimator(initialValue: Toss(), trigger: tosses) { content, value in
                    content
                        .frame(width: value.width, height: 16)
                        .offset(x: value.x)
                } keyframes: { _ in
                    KeyframeTrack(\.x) {
                        LinearKeyframe(48.0, duration: 0.5)
                        // The rest of the x track, then a track for the width.
                    }
                }
        }
        .frame(width: 80, alignment: .leading)
    }
}

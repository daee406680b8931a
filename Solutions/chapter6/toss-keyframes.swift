import SwiftUI

// Reference solution for the toss-keyframes exercise (chapter 6, after step 12).
//
// Each property has a track of its own, and the tracks play side by side from the tap. A
// keyframe's duration is the time from the keyframe before it, not from the start: the x
// track goes out in half a second, holds for a quarter (a keyframe to the value it already
// has) and comes back in the last quarter, while the width track stretches and recovers in
// the first half. The whole animation lasts as long as the longer track, one second.

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
                        LinearKeyframe(48.0, duration: 0.25)
                        LinearKeyframe(0.0, duration: 0.25)
                    }
                    KeyframeTrack(\.width) {
                        LinearKeyframe(32.0, duration: 0.25)
                        LinearKeyframe(16.0, duration: 0.25)
                    }
                }
        }
        .frame(width: 80, alignment: .leading)
    }
}

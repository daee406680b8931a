// MUST PASS: the width track comes first and the hold is a MoveKeyframe to 48 followed by a keyframe that stays there; the tracks still play side by side, with the same values at every moment.
import SwiftUI

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
                    KeyframeTrack(\.width) {
                        LinearKeyframe(32, duration: 0.25, timingCurve: .linear)
                        LinearKeyframe(16, duration: 0.25, timingCurve: .linear)
                    }
                    KeyframeTrack(\.x) {
                        LinearKeyframe(48, duration: 0.5, timingCurve: .linear)
                        MoveKeyframe(48)
                        LinearKeyframe(48, duration: 0.25)
                        LinearKeyframe(0, duration: 0.25)
                    }
                }
        }
        .frame(width: 80, alignment: .leading)
    }
}

// MUST FAIL: the durations are written as times since the start (0.5, 0.75, 1 and 0.25, 0.5), so the hold lasts 0.75 s, the return a whole second, and the width recovers over half a second.
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
                    KeyframeTrack(\.x) {
                        LinearKeyframe(48.0, duration: 0.5)
                        LinearKeyframe(48.0, duration: 0.75)
                        LinearKeyframe(0.0, duration: 1.0)
                    }
                    KeyframeTrack(\.width) {
                        LinearKeyframe(32.0, duration: 0.25)
                        LinearKeyframe(16.0, duration: 0.5)
                    }
                }
        }
        .frame(width: 80, alignment: .leading)
    }
}

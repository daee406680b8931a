// MUST FAIL: the x track is complete but the width track is missing, so the card never stretches.
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
                        LinearKeyframe(48.0, duration: 0.25)
                        LinearKeyframe(0.0, duration: 0.25)
                    }
                }
        }
        .frame(width: 80, alignment: .leading)
    }
}

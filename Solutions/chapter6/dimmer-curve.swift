import SwiftUI

// Reference solution for the dimmer-curve exercise (chapter 6, after step 1).
//
// `.animation(_:value:)` names the curve, the duration and the value it watches. An ease-in-out
// curve starts and ends slowly, so after a tenth of its half second the bar has moved only a
// little, and it is half way exactly at the middle, 0.25 s.

struct Lamp: View {
    @State private var level = 1

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Up") { level = level % 4 + 1 }
            Color.orange
                .frame(width: CGFloat(level) * 32, height: 16)
                .animation(.easeInOut(duration: 0.5), value: level)
        }
        .frame(width: 128, alignment: .leading)
    }
}

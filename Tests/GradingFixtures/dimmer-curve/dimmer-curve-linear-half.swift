// MUST FAIL: the duration is right but the curve is linear, so the bar is too far on at 0.1 s and not far enough at 0.4 s; only the middle, 0.25 s, agrees.
import SwiftUI

struct Lamp: View {
    @State private var level = 1

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Up") { level = level % 4 + 1 }
            Color.orange
                .frame(width: CGFloat(level) * 32, height: 16)
                .animation(.linear(duration: 0.5), value: level)
        }
        .frame(width: 128, alignment: .leading)
    }
}

// MUST FAIL: the curve is right but lasts a whole second, read from the strip's last label without noticing it says 0.5 s.
import SwiftUI

struct Lamp: View {
    @State private var level = 1

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Up") { level = level % 4 + 1 }
            Color.orange
                .frame(width: CGFloat(level) * 32, height: 16)
                .animation(.easeInOut(duration: 1), value: level)
        }
        .frame(width: 128, alignment: .leading)
    }
}

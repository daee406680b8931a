// MUST PASS: the same curve and duration, attached to the stack instead of the bar; `level` changes only the bar, so the stack's animation animates exactly what the bar's would.
import SwiftUI

struct Lamp: View {
    @State private var level = 1

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Up") {
                level = level == 4 ? 1 : level + 1
            }
            Rectangle()
                .fill(Color.orange)
                .frame(width: 32 * CGFloat(level), height: 16)
        }
        .frame(width: 128, alignment: .leading)
        .animation(.easeInOut(duration: 0.5), value: level)
    }
}

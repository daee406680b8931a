// MUST FAIL: the animation is moved to the grey part, which now slides, while the orange part jumps to its new width at once.
import SwiftUI

struct Storage: View {
    @State private var used = 75

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Button("Clean") { used = 25 }
                Button("Fill") { used = 90 }
            }
            Text("\(used)% used")
            HStack(alignment: .top, spacing: 0) {
                Color.orange
                    .frame(width: CGFloat(used) * 0.96, height: 16)
                Color.gray
                    .frame(width: CGFloat(100 - used) * 0.96, height: 8)
                    .animation(.linear(duration: 1), value: used)
            }
        }
        .frame(width: 96, alignment: .leading)
    }
}

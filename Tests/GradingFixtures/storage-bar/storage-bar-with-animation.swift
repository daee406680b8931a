// MUST PASS: each button changes `used` inside withAnimation(.linear(duration: 1)), which animates every frame the change moves, in both parts; the free part is a flexible frame filling what is left.
import SwiftUI

struct Storage: View {
    @State private var used = 75

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Button("Clean") { withAnimation(.linear(duration: 1)) { used = 25 } }
                Button("Fill") { withAnimation(.linear(duration: 1)) { used = 90 } }
            }
            Text("\(used)% used")
            HStack(alignment: .top, spacing: 0) {
                Rectangle().fill(Color.orange)
                    .frame(width: 96 * CGFloat(used) / 100, height: 16)
                Rectangle().fill(Color.gray)
                    .frame(width: 96 - 96 * CGFloat(used) / 100, height: 8)
            }
        }
        .frame(width: 96, alignment: .leading)
    }
}

// MUST PASS: each part has its own animation for `used`; an animation modifier animates all of its view's geometry, its place as well as its size, so the grey part slides as it does under the reference's single modifier.
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
                    .animation(.linear(duration: 1), value: used)
                Color.gray
                    .frame(width: CGFloat(100 - used) * 0.96, height: 8)
                    .animation(.linear(duration: 1), value: used)
            }
        }
        .frame(width: 96, alignment: .leading)
    }
}

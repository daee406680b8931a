// MUST FAIL: the transaction closure is on the whole stack, so it takes the animation away from the bars too: everything jumps.
import SwiftUI

struct Zoom: View {
    @State private var zoomed = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Zoom") {
                withAnimation(.linear(duration: 1)) { zoomed.toggle() }
            }
            Color.orange
                .frame(width: zoomed ? 64 : 32, height: 16)
            Color.orange
                .frame(width: zoomed ? 48 : 24, height: 16)
            Color.gray
                .frame(width: 8, height: 16)
                .offset(x: zoomed ? 64 : 32)
        }
        .frame(width: 96, alignment: .leading)
        .transaction { $0.animation = nil }
    }
}

// MUST FAIL: disablesAnimations is set on the marker's transaction, but that flag only keeps .animation(_:value:) from adding an animation; it does not remove the one withAnimation gave, so the marker still slides.
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
                .transaction { $0.disablesAnimations = true }
        }
        .frame(width: 96, alignment: .leading)
    }
}

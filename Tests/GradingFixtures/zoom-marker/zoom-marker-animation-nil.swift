// MUST PASS: .animation(nil, value: zoomed) on the marker replaces the transaction's animation with none whenever zoomed changes, which is the only change here.
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
                .animation(nil, value: zoomed)
        }
        .frame(width: 96, alignment: .leading)
    }
}

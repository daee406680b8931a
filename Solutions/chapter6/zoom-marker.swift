import SwiftUI

// Reference solution for the zoom-marker exercise (chapter 6, after step 3).
//
// Each view sees the transaction as the modifiers above it leave it. The zoom runs in a
// transaction whose animation is one second long; .transaction { $0.animation = nil } on
// the marker takes the animation out for the marker alone, so it is at its new place from
// the first frame while the bars grow.

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
                .transaction { $0.animation = nil }
        }
        .frame(width: 96, alignment: .leading)
    }
}

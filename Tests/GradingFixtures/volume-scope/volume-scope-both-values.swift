// MUST FAIL: the width is scoped to `volume`, but a second modifier for `big` keeps the height animated, as the value-less form did.
import SwiftUI

struct Volume: View {
    @State private var volume = 1
    @State private var big = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Button("Louder") { volume = volume % 3 + 1 }
                Button("Big") { big.toggle() }
            }
            Color.orange
                .frame(width: CGFloat(volume) * 32, height: big ? 32 : 16)
                .animation(.easeOut(duration: 1), value: volume)
                .animation(.easeOut(duration: 1), value: big)
        }
        .frame(width: 112, alignment: .leading)
    }
}

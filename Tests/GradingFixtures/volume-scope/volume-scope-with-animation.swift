// MUST PASS: no modifier at all; "Louder" changes the volume inside withAnimation(.easeOut(duration: 1)), and "Big" outside any animation, so exactly the width animates.
import SwiftUI

struct Volume: View {
    @State private var volume = 1
    @State private var big = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Button("Louder") {
                    withAnimation(.easeOut(duration: 1)) {
                        volume = volume == 3 ? 1 : volume + 1
                    }
                }
                Button("Big") { big.toggle() }
            }
            Color.orange
                .frame(width: 32 * CGFloat(volume), height: big ? 32 : 16)
        }
        .frame(width: 112, alignment: .leading)
    }
}

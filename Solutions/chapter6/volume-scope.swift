import SwiftUI

// Reference solution for the volume-scope exercise (chapter 6, after step 1).
//
// `.animation(_:value:)` animates only the changes made when its value changed. "Big" changes
// `big`, not `volume`, so the new height is drawn at once, while "Louder" slides the width.

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
        }
        .frame(width: 112, alignment: .leading)
    }
}

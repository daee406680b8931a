// MUST FAIL: one ease-in-out curve for both ways: slow at both ends, so it matches neither strip.
import SwiftUI

struct Drawer: View {
    @State private var open = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Menu") {
                open.toggle()
            }
            Color.orange
                .frame(width: open ? 80 : 0, height: 16)
                .animation(.easeInOut(duration: 0.4), value: open)
        }
        .frame(width: 96, alignment: .leading)
    }
}

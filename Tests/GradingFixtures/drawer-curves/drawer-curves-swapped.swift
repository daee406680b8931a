// MUST FAIL: the curves are swapped: the drawer opens slowly at first and closes slowly at first.
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
                .animation(open ? .easeIn(duration: 0.4) : .easeOut(duration: 0.4), value: open)
        }
        .frame(width: 96, alignment: .leading)
    }
}

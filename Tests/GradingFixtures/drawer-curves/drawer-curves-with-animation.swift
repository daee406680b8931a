// MUST PASS: the animation is chosen in the action, from the state before the toggle, and the change made inside withAnimation.
import SwiftUI

struct Drawer: View {
    @State private var open = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Menu") {
                let animation: Animation = open ? .easeIn(duration: 0.4) : .easeOut(duration: 0.4)
                withAnimation(animation) { open.toggle() }
            }
            Color.orange
                .frame(width: open ? 80 : 0, height: 16)
        }
        .frame(width: 96, alignment: .leading)
    }
}

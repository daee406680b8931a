// MUST FAIL: the offset uses phase.value, which is -1 before the chip arrives, so it also comes in from 32 points to the leading side while it grows.
import SwiftUI

struct Pop: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase == .willAppear ? 0 : 1)
            .offset(x: phase.value * 32)
    }
}

struct Chips: View {
    @State private var tagged = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Tag") {
                withAnimation(.linear(duration: 1)) { tagged.toggle() }
            }
            Text("Holiday")
            if tagged {
                Color.orange
                    .frame(width: 64, height: 16)
                    .transition(Pop())
            }
        }
        .frame(width: 128, height: 48, alignment: .topLeading)
    }
}

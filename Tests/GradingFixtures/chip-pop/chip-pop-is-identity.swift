// MUST FAIL: the phase is only asked whether it is the identity, so leaving looks like arriving backwards: the chip shrinks to its centre instead of sliding away.
import SwiftUI

struct Pop: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : 0)
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

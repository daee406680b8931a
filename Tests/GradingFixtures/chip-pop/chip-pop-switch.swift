// MUST PASS: a switch on the phase picks the scale and the offset; the offset comes first, which does not matter here since a scale about the centre of a moved view is the same as a move of a scaled one.
import SwiftUI

struct Pop: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: CGFloat
        let shift: CGFloat
        switch phase {
        case .willAppear:
            scale = 0
            shift = 0
        case .identity:
            scale = 1
            shift = 0
        case .didDisappear:
            scale = 1
            shift = 32
        }
        return content
            .offset(x: shift)
            .scaleEffect(scale)
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

import SwiftUI

// Reference solution for the chip-pop exercise (chapter 6, after step 9).
//
// A Transition's body gets the phase the view is in, so arriving and leaving can look
// different without .asymmetric: before it arrives (.willAppear) the chip is scaled to
// nothing about its centre; after it has gone (.didDisappear) it is 32 points to the
// trailing side at full size; in place (.identity) neither applies. What differs between
// the identity phase and the other one is what animates.

struct Pop: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase == .willAppear ? 0 : 1)
            .offset(x: phase == .didDisappear ? 32 : 0)
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

import SwiftUI

// Exercise: a chip that pops in and slides away (chapter 6, after step 9, transitions of
// your own).
//
// "Tag" shows an orange chip under "Holiday", and a second tap removes it. The chip should
// grow from nothing about its centre as it arrives, and slide away 32 points to the trailing
// side as it leaves, as the instructions (`learn exercises chip-pop`) describe. `Pop` below
// changes nothing yet. `Chips` is already right.
//
// Check your work with `learn check chip-pop`; `learn hint chip-pop` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct Pop: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
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

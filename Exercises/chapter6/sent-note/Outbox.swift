import SwiftUI

// Exercise: a note that slides in (chapter 6, after step 4, transitions).
//
// "Send" shows a note under "Outbox", and a second tap hides it. The note has a transition,
// yet it appears and disappears in one go. Make it slide as the instructions
// (`learn exercises sent-note`) show.
//
// Check your work with `learn check sent-note`; `learn hint sent-note` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct Outbox: View {
    @State private var sent = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Send") {
                sent.toggle()
            }
            Text("Outbox")
            if sent {
                Text("Sent")
                    .transition(.move(edge: .trailing))
            }
        }
        .frame(width: 96, height: 48, alignment: .topLeading)
    }
}

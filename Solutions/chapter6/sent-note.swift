import SwiftUI

// Reference solution for the sent-note exercise (chapter 6, after step 4).
//
// A transition only runs inside an animated change. The note is shown and hidden inside
// withAnimation, so it slides in from one width of its own to the trailing side when it arrives,
// and back out that way when it leaves; SwiftUI keeps it on screen until its removal has ended.

struct Outbox: View {
    @State private var sent = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Send") {
                withAnimation(.linear(duration: 0.5)) { sent.toggle() }
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

// MUST FAIL: the animation is attached to the note itself, inside the `if`; a view that is being inserted or removed is not beneath it, so the note still appears and disappears at once.
import SwiftUI

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
                    .animation(.linear(duration: 0.5), value: sent)
            }
        }
        .frame(width: 96, height: 48, alignment: .topLeading)
    }
}

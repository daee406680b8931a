// MUST PASS: the toggle stays plain and the stack that holds the `if` has .animation(.linear(duration: 0.5), value: sent), which animates the insertion and removal beneath it.
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
            }
        }
        .frame(width: 96, height: 48, alignment: .topLeading)
        .animation(.linear(duration: 0.5), value: sent)
    }
}

// MUST FAIL: animated, but with .move(edge: .leading): the note comes in from the leading side instead of the trailing one, and leaves that way.
import SwiftUI

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
                    .transition(.move(edge: .leading))
            }
        }
        .frame(width: 96, height: 48, alignment: .topLeading)
    }
}

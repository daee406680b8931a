// MUST PASS: "Send" dismisses first and counts the card after, through a helper method, and the dismiss action is called with callAsFunction(); the sheet still closes and the card is still counted.
import SwiftUI

struct PostcardSheet: View {
    var send: () -> Void
    @Environment(\.dismiss) var close

    private func post() {
        close.callAsFunction()
        send()
    }

    var body: some View {
        VStack(spacing: 16) {
            Text("Greetings from the seaside")
            HStack(spacing: 16) {
                Button("Cancel", action: { close() })
                Button("Send", action: post)
            }
        }
    }
}

struct PostOffice: View {
    @State private var writing = false
    @State private var sent = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("Postcards sent: \(sent)")
            Button("Write a postcard") { writing = true }
        }
        .sheet(isPresented: $writing) {
            PostcardSheet(send: { sent += 1 })
        }
    }
}

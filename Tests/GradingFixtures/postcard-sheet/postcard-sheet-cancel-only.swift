// MUST FAIL: "Cancel" dismisses, but "Send" was left as in the starter: it counts the card and the sheet stays up.
import SwiftUI

struct PostcardSheet: View {
    var send: () -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text("Greetings from the seaside")
            HStack(spacing: 16) {
                Button("Cancel") { dismiss() }
                Button("Send") { send() }
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

import SwiftUI

// Reference solution for the postcard sheet (chapter 3, after step 12).
//
// The sheet's content closes itself with the dismiss action from its environment; it needs no
// binding to the flag that opened it, which goes back to false by itself. "Send" first tells
// its owner through the closure it was given, then dismisses; "Cancel" only dismisses.

struct PostcardSheet: View {
    var send: () -> Void
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Text("Greetings from the seaside")
            HStack(spacing: 16) {
                Button("Cancel") { dismiss() }
                Button("Send") {
                    send()
                    dismiss()
                }
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

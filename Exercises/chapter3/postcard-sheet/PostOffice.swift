import SwiftUI

// Exercise: a postcard sheet that closes itself (chapter 3, after step 12).
//
// The post office counts the postcards sent. "Write a postcard" presents a sheet with the card
// and two buttons. "Send" should count the card and close the sheet; "Cancel" should only close
// it. For now "Send" counts the card but the sheet stays up, and "Cancel" does nothing.
//
// Make both buttons close the sheet, without giving PostcardSheet the flag that presents it.
// Keep `PostcardSheet(send:)`, `PostOffice()` and the buttons' titles: the checker builds its
// scenarios with them and taps the buttons. Check your work with `learn check postcard-sheet`
// (in the REPL: `:check`); `learn hint postcard-sheet` gives one hint at a time. Keep this file
// to declarations (no top-level statements).

struct PostcardSheet: View {
    var send: () -> Void

    var body: some View {
        VStack(spacing: 16) {
            Text("Greetings from the seaside")
            HStack(spacing: 16) {
                Button("Cancel") {
                    // close the sheet
                }
                Button("Send") {
                    send()
                    // and close the sheet
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

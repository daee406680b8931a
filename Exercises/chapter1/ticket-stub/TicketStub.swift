import SwiftUI

// Exercise: a ticket stub (chapter 1, after step 1).
//
// The stub should show three lines, one under the other: "ADMIT ONE", the film's title, and
// the word "Seat" followed by the seat number. So far it shows only the title. Complete the
// body so that it draws the stub in the instructions (`learn exercises ticket-stub`).
//
// Keep `TicketStub(film:seat:)`: the checker builds the stub with it. Check your work with
// `learn check ticket-stub` (or `:check` in the REPL); `learn hint ticket-stub` gives one hint
// at a time. Keep this file to declarations (no top-level statements).

struct TicketStub: View {
    var film: String
    var seat: String

    var body: some View {
        VStack(spacing: 0) {
            Text(film)
        }
    }
}

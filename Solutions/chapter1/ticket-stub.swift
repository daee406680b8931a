import SwiftUI

// Reference solution for the ticket-stub exercise (chapter 1, after step 1).
//
// A view is a value that describes the screen: a vertical stack of three lines, the last of
// which is itself a horizontal stack. Each stack centres its children across its own width,
// which is the width of its widest child.

struct TicketStub: View {
    var film: String
    var seat: String

    var body: some View {
        VStack(spacing: 16) {
            Text("ADMIT ONE")
            Text(film)
            HStack(spacing: 8) {
                Text("Seat")
                Text(seat)
            }
        }
    }
}

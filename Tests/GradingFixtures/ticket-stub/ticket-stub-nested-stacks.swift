// MUST PASS: groups the first two lines in a stack of their own and builds the seat line from a text with leading padding; it draws the same three lines in the same places.
import SwiftUI

struct TicketStub: View {
    let film: String
    let seat: String

    var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 16) {
                Text("ADMIT ONE")
                Text(film)
            }
            HStack(spacing: 0) {
                Text("Seat")
                Text(seat)
                    .padding(.leading, 8)
            }
        }
    }
}

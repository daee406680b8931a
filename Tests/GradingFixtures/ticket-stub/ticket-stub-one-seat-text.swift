// MUST FAIL: writes the seat line as one text, "Seat F12"; it looks the same left to right, but it is one text instead of two, and right to left it does not swap.
import SwiftUI

struct TicketStub: View {
    var film: String
    var seat: String

    var body: some View {
        VStack(spacing: 16) {
            Text("ADMIT ONE")
            Text(film)
            Text("Seat \(seat)")
        }
    }
}

// MUST FAIL: leaves out the VStack's spacing, so the lines are the default 8 points apart instead of 16 and the stub is 64 points tall instead of 80.
import SwiftUI

struct TicketStub: View {
    var film: String
    var seat: String

    var body: some View {
        VStack {
            Text("ADMIT ONE")
            Text(film)
            HStack(spacing: 8) {
                Text("Seat")
                Text(seat)
            }
        }
    }
}

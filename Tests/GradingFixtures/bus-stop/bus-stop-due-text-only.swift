// MUST FAIL (due now: a bell; a departure board; due, right to left): handles "1 min" but shows a due bus as the plain text "Due", without the bell.
import SwiftUI

struct BusStop: View {
    var route: String
    var minutes: Int

    var body: some View {
        HStack(spacing: 16) {
            Text(route)
            switch minutes {
            case 0:
                Text("Due")
            case 1:
                Text("1 min")
            default:
                Text("\(minutes) mins")
            }
        }
    }
}

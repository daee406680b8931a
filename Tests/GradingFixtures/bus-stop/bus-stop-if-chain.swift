// MUST PASS: chooses with if / else if / else and builds the "1 min" and "N mins" texts from a shared word; it draws the same three displays.
import SwiftUI

struct BusStop: View {
    var route: String
    var minutes: Int

    var body: some View {
        HStack(spacing: 16) {
            Text(route)
            if minutes == 0 {
                HStack(spacing: 8) {
                    Image(systemName: "bell.fill")
                    Text("Due")
                }
            } else {
                Text("\(minutes) " + (minutes == 1 ? "min" : "mins"))
            }
        }
    }
}

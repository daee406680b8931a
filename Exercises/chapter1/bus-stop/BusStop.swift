import SwiftUI

// Exercise: a bus stop display (chapter 1, after step 4).
//
// The display shows a route and how long until its next bus. This one always writes
// "N mins", so it says "0 mins" and "1 mins". Make it say "Due" with a bell when the bus is
// due, "1 min" for one minute, and "N mins" otherwise (`learn exercises bus-stop`).
//
// Keep `BusStop(route:minutes:)`: the checker builds the display with it. Check your work with
// `learn check bus-stop` (or `:check` in the REPL); `learn hint bus-stop` gives one hint at a
// time. Keep this file to declarations (no top-level statements).

struct BusStop: View {
    var route: String
    var minutes: Int

    var body: some View {
        HStack(spacing: 16) {
            Text(route)
            Text("\(minutes) mins")
        }
    }
}

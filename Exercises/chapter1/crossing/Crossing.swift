import SwiftUI

// Exercise: a pedestrian crossing (chapter 1, after step 4).
//
// The crossing shows its name and, below it, what its signal says: one of the three cases of
// `Signal`, declared below. This body tells only "stop" from the rest, so a closing signal
// still says "Cross now". Make it show the right view for each of the three cases
// (`learn exercises crossing`).
//
// Keep `Crossing(signal:)` and `Signal` with its three cases. Check your work with
// `learn check crossing` (or `:check` in the REPL); `learn hint crossing` gives one hint at a
// time. Keep this file to declarations (no top-level statements).

// The signal a crossing shows. Keep its name and its three cases: the checker uses them.
enum Signal {
    case stop, go, closing
}

struct Crossing: View {
    var signal: Signal

    var body: some View {
        VStack(spacing: 16) {
            Text("Crossing")
            if signal == .stop {
                Image(systemName: "hand.raised")
            } else {
                Text("Cross now")
            }
        }
    }
}

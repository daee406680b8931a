import SwiftUI

// Exercise: a pedestrian crossing (chapter 1, after step 4).
//
// The crossing shows its name and, below it, what its signal says. The signal is one of three
// cases of `Signal`, which the checker declares for you:
//
//     enum Signal {
//         case stop, go, closing
//     }
//
// This body tells only "stop" from the rest, so a closing signal still says "Cross now". Make it
// show the right view for each of the three cases (`learn exercises crossing`).
//
// Keep `Crossing(signal:)`, and do not declare `Signal` yourself. Check your work with
// `learn check crossing` (or `:check` in the REPL); `learn hint crossing` gives one hint at a
// time. Keep this file to declarations (no top-level statements).

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

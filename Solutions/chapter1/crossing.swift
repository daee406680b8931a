import SwiftUI

// Reference solution for the crossing exercise (chapter 1, after step 4).
//
// A switch with three cases inside a view builder becomes two nested _ConditionalContent
// values; each case may be a view of a different type (an Image, a Text, an HStack).

// The signal a crossing shows. Keep its name and its three cases: the checker uses them.
enum Signal {
    case stop, go, closing
}

struct Crossing: View {
    var signal: Signal

    var body: some View {
        VStack(spacing: 16) {
            Text("Crossing")
            switch signal {
            case .stop:
                Image(systemName: "hand.raised")
            case .go:
                Text("Cross now")
            case .closing:
                HStack(spacing: 8) {
                    Image(systemName: "timer")
                    Text("Hurry")
                }
            }
        }
    }
}

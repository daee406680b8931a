// MUST FAIL (closing: a timer and Hurry; all three signals in a row; closing, right to left): the closing case shows only the text "Hurry" and forgets the timer.
import SwiftUI

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
                Text("Hurry")
            }
        }
    }
}

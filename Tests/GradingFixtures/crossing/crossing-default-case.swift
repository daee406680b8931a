// MUST FAIL (closing: a timer and Hurry; all three signals in a row; closing, right to left): a switch whose `default` case lumps .closing in with .go, so the closing signal still says "Cross now".
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
            default:
                Text("Cross now")
            }
        }
    }
}

// MUST PASS: chooses with an if / else if / else chain instead of a switch; a view builder nests it the same way, and it draws the same three signals.
import SwiftUI

enum Signal {
    case stop, go, closing
}

struct Crossing: View {
    let signal: Signal

    var body: some View {
        VStack(spacing: 16) {
            Text("Crossing")
            if signal == .go {
                Text("Cross now")
            } else if signal == .closing {
                HStack(spacing: 8) {
                    Image(systemName: "timer")
                    Text("Hurry")
                }
            } else {
                Image(systemName: "hand.raised")
            }
        }
    }
}

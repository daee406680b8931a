// MUST FAIL (reset after some goals; scoring again after a reset): "Reset" sets only the home score back to 0, so the away side keeps its goals.
import SwiftUI

struct Scoreboard: View {
    @State private var home = 0
    @State private var away = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("\(home) : \(away)")
            if home == away {
                Text("Level")
            } else if home > away {
                Text("Home leads")
            } else {
                Text("Away leads")
            }
            HStack(spacing: 16) {
                Button("Home") { home += 1 }
                Button("Away") { away += 1 }
                Button("Reset") { home = 0 }
            }
        }
    }
}

import SwiftUI

// Reference solution for the scoreboard exercise (chapter 1, after step 10).
//
// The two scores are @State. Every tap changes one of them, SwiftUI runs body again, and body
// derives everything else from them: the score line and who leads. Nothing is stored for the
// leader; it is worked out again on every run of body.

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
                Button("Reset") {
                    home = 0
                    away = 0
                }
            }
        }
    }
}

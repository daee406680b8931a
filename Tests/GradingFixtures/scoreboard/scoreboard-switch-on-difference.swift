// MUST PASS: works out the leader with a local `let` and a switch on the difference, and resets with a tuple assignment; it draws and behaves the same.
import SwiftUI

struct Scoreboard: View {
    @State var home = 0
    @State var away = 0

    var body: some View {
        let difference = home - away
        VStack(spacing: 16) {
            Text("\(home) : \(away)")
            switch difference {
            case 0:
                Text("Level")
            case 1...:
                Text("Home leads")
            default:
                Text("Away leads")
            }
            HStack(spacing: 16) {
                Button("Home") { home += 1 }
                Button("Away") { away += 1 }
                Button("Reset") { (home, away) = (0, 0) }
            }
        }
    }
}

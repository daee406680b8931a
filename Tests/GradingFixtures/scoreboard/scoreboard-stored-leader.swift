// MUST FAIL (an equaliser makes it level again; reset after some goals): stores the leader line in a third @State, set only when a side scores and never put back to "Level", so after an equaliser or a reset it still names the last side to score.
import SwiftUI

struct Scoreboard: View {
    @State private var home = 0
    @State private var away = 0
    @State private var leader = "Level"

    var body: some View {
        VStack(spacing: 16) {
            Text("\(home) : \(away)")
            Text(leader)
            HStack(spacing: 16) {
                Button("Home") {
                    home += 1
                    leader = "Home leads"
                }
                Button("Away") {
                    away += 1
                    leader = "Away leads"
                }
                Button("Reset") {
                    home = 0
                    away = 0
                }
            }
        }
    }
}

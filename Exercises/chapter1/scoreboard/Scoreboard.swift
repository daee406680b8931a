import SwiftUI

// Exercise: a scoreboard (chapter 1, after step 10).
//
// The scoreboard counts goals for the home and the away side. The score and the "Home" and
// "Away" buttons already work. Add two things (`learn exercises scoreboard`): a line below the
// score that says who leads ("Home leads", "Away leads" or "Level"), and a "Reset" button, to the
// right of "Away", that sets both scores back to 0.
//
// Keep `Scoreboard()` (no arguments) and the buttons' titles: the checker presses them. Check your
// work with `learn check scoreboard` (or `:check` in the REPL); `learn hint scoreboard` gives one
// hint at a time. Keep this file to declarations (no top-level statements).

struct Scoreboard: View {
    @State private var home = 0
    @State private var away = 0

    var body: some View {
        VStack(spacing: 16) {
            Text("\(home) : \(away)")
            HStack(spacing: 16) {
                Button("Home") { home += 1 }
                Button("Away") { away += 1 }
            }
        }
    }
}

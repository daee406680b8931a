import SwiftUI

// Exercise: a kettle (chapter 1, after step 3).
//
// A boiling kettle shows a line of steam above its name and a flame beside it; a cold one shows
// just its name. This kettle keeps a blank line of "steam" when it is cold, and has no flame.
// Fix the body so that it draws both pictures in the instructions (`learn exercises kettle`).
//
// Keep `Kettle(isBoiling:)`: the checker builds the kettle with it. Check your work with
// `learn check kettle` (or `:check` in the REPL); `learn hint kettle` gives one hint at a time.
// Keep this file to declarations (no top-level statements).

struct Kettle: View {
    var isBoiling: Bool

    var body: some View {
        VStack(spacing: 16) {
            Text(isBoiling ? "~ ~ ~" : " ")
            Text("Kettle")
        }
    }
}

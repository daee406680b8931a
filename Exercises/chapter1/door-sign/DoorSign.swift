import SwiftUI

// Exercise: a door sign (chapter 1, after step 1).
//
// A bakery's door sign shows the bakery's name and, below it, either a welcome or a closed
// notice. This sign always says the bakery is open. Make its body choose, like the lamp in
// step 1, so that it draws both pictures in the instructions (`learn exercises door-sign`).
//
// Keep `DoorSign(isOpen:)`: the checker builds the sign with it. Check your work with
// `learn check door-sign` (or `:check` in the REPL); `learn hint door-sign` gives one hint at
// a time. Keep this file to declarations (no top-level statements).

struct DoorSign: View {
    var isOpen: Bool

    var body: some View {
        VStack(spacing: 16) {
            Text("The Corner Bakery")
            Text("Come in, we're open")
        }
    }
}

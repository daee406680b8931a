import SwiftUI

// Exercise: lamps that show when they are off (chapter 3, after step 5).
//
// A Lamp is a round light with a name beside it. It is green while it works. When the lamp, or
// anything around it, is disabled with `.disabled(true)`, the light should turn grey and the
// name grey too. For now the lamp is always green, whatever happens around it.
//
// Make Lamp read whether it is enabled from the environment. Keep `Lamp(title:)`: the checker
// builds its scenarios with it. Check your work with `learn check kitchen-lamps` (in the REPL:
// `:check`); `learn hint kitchen-lamps` gives one hint at a time. Keep this file to declarations
// (no top-level statements).

struct Lamp: View {
    var title: String

    var body: some View {
        HStack(spacing: 8) {
            Circle()
                .fill(Color.green) // grey when disabled
                .frame(width: 16, height: 16)
            Text(title) // grey when disabled
        }
    }
}

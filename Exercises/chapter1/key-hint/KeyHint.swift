import SwiftUI

// Exercise: a key hint (chapter 1, after step 6).
//
// A hint tells the reader which key to press, with the key in bold blue in the middle of the
// sentence: "Press Esc to close the menu". This one builds the sentence from three texts side by
// side, so in a narrow space each part wraps in its own column instead of the sentence wrapping
// as a whole. Make the sentence one Text with the styled key inside it
// (`learn exercises key-hint`).
//
// Keep `KeyHint(key:action:)`: the checker builds the hint with it. Check your work with
// `learn check key-hint` (or `:check` in the REPL); `learn hint key-hint` gives one hint at a
// time. Keep this file to declarations (no top-level statements).

struct KeyHint: View {
    var key: String
    var action: String

    var body: some View {
        HStack(spacing: 8) {
            Text("Press")
            Text(key).bold().foregroundStyle(.blue)
            Text("to \(action)")
        }
    }
}

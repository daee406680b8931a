import SwiftUI

// Exercise: a menu entry (chapter 1, after step 6).
//
// A menu entry is a title, with 16 points of padding at each side, in a column 160 points wide.
// The instructions (`learn exercises menu-entry`) give the type the body should have. This body
// has the right two modifiers with the right values, wrapped the other way round: print its type
// to compare.
//
// Keep `MenuEntry(title:)`: the checker builds the entry with it. Check your work with
// `learn check menu-entry` (or `:check` in the REPL); `learn hint menu-entry` gives one hint at a
// time. Keep this file to declarations (no top-level statements).

struct MenuEntry: View {
    var title: String

    var body: some View {
        Text(title)
            .frame(width: 160)
            .padding(.horizontal, 16)
    }
}

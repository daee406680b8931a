import SwiftUI

// Exercise: a name tag (chapter 1, after step 9).
//
// A name tag is a name with 16 points of space around it and a blue outline that hugs it. Each
// tag sits in a slot of 240 by 80 points, so that tags line up on a board, but the slot itself
// has no outline. This tag outlines the whole slot. Fix it (`learn exercises name-tag`).
//
// Keep `NameTag(name:)`: the checker builds the tag with it. Check your work with
// `learn check name-tag` (or `:check` in the REPL); `learn hint name-tag` gives one hint at a
// time. Keep this file to declarations (no top-level statements).

struct NameTag: View {
    var name: String

    var body: some View {
        Text(name)
            .padding(16)
            .frame(width: 240, height: 80)
            .border(Color.blue)
    }
}

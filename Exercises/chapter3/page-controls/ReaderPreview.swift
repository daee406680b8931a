import SwiftUI

// Exercise: page controls for every reader (chapter 3, after step 2).
//
// PageRow is the row under each page of a book reader. ReaderPreview shows it three times, so
// that the designer can see it the way different readers will: as it is, for a reader of a
// right-to-left language, and in the dark appearance. For now all three rows look the same.
//
// Give the second row the right-to-left layout direction and the third row the dark colour
// scheme, each through the environment, for that row only. Leave PageRow as it is. Keep
// `ReaderPreview()` and `PageRow()` (no arguments): the checker builds its scenarios with them.
// Check your work with `learn check page-controls` (in the REPL: `:check`); `learn hint
// page-controls` gives one hint at a time. Keep this file to declarations (no top-level
// statements).

struct PageRow: View {
    var body: some View {
        HStack {
            Text("‹ Back")
            Spacer()
            Text("Next ›")
        }
    }
}

struct ReaderPreview: View {
    var body: some View {
        VStack(spacing: 16) {
            PageRow()
            PageRow() // right to left
            PageRow() // dark
        }
    }
}

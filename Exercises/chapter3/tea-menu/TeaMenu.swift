import SwiftUI

// Exercise: a tea menu (chapter 3, after step 1).
//
// The menu lists three teas, one under the other. In a narrow space every entry should wrap to
// at most two lines, cut with "…" after that, and every entry should be brown. Only the first
// entry does that now: the two modifiers sit on it alone.
//
// Make every entry behave like the first, with each modifier written once. Keep `TeaMenu()` (no
// arguments) and the three texts: the checker builds its scenarios with them. Check your work
// with `learn check tea-menu` (in the REPL: `:check`); `learn hint tea-menu` gives one hint at a
// time. Keep this file to declarations (no top-level statements).

struct TeaMenu: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Assam, strong and malty, with milk")
                .lineLimit(2)
                .foregroundStyle(.brown)
            Text("Darjeeling, light and floral, no milk")
            Text("Lapsang souchong, smoked over pine fires")
        }
    }
}

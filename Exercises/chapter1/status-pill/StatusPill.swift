import SwiftUI

// Exercise: a status pill (chapter 1, after step 7).
//
// A status pill is a word in white on a green bar, with 16 points of green on each side of the
// word. This pill has the right modifiers with the right values, but the green only covers the
// word itself: the 16 points at each side are clear. Fix it (`learn exercises status-pill`).
//
// Keep `StatusPill(status:)`: the checker builds the pill with it. Check your work with
// `learn check status-pill` (or `:check` in the REPL); `learn hint status-pill` gives one hint at
// a time. Keep this file to declarations (no top-level statements).

struct StatusPill: View {
    var status: String

    var body: some View {
        Text(status)
            .foregroundStyle(.white)
            .background(Color.green)
            .padding(.horizontal, 16)
    }
}

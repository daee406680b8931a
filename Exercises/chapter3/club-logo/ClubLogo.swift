import SwiftUI

// Exercise: a logo for both appearances (chapter 3, after step 5).
//
// The tea club's logo is a small rounded block above the club's name. The indigo block looks
// good on a light background but disappears on a dark one, so in the dark appearance the block
// should be yellow instead. The name keeps the default text colour, which follows the
// appearance by itself.
//
// Make the block's colour depend on the colour scheme the logo receives. Keep
// `ClubLogo(name:)`: the checker builds its scenarios with it. Check your work with `learn
// check club-logo` (in the REPL: `:check`); `learn hint club-logo` gives one hint at a time.
// Keep this file to declarations (no top-level statements).

struct ClubLogo: View {
    var name: String

    var body: some View {
        VStack(spacing: 0) {
            RoundedRectangle(cornerRadius: 4)
                .fill(Color.indigo) // yellow in the dark appearance
                .frame(width: 48, height: 32)
            Text(name)
        }
    }
}

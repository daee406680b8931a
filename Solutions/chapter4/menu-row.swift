import SwiftUI

// Reference solution for the menu-row exercise (chapter 4, step 7).
//
// A flexible frame with both bounds takes the proposal clamped between them (80…240), proposes
// that clamped width to the text, and places the text at its leading edge. Proposed nil (as
// under .fixedSize()), it takes the text's ideal width clamped the same way. The grey comes after
// the frame, so it fills the frame's rectangle rather than only the text's.

struct MenuRow: View {
    let title: String

    var body: some View {
        Text(title)
            .frame(minWidth: 80, maxWidth: 240, alignment: .leading)
            .background(Color.gray)
    }
}

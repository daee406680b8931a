import SwiftUI

// Reference solution for the icon-fit exercise (chapter 4, step 4).
//
// `.resizable()` makes the image take a proposal; `.aspectRatio(contentMode: .fit)` first asks
// it for its ideal size (the symbol's own 16×16 square), then offers it the largest square that
// fits in the proposal. Proposed nil (by `.fixedSize()`), the pair answers that ideal size.
// The grey background is laid out at the image's size, so it shows the square the icon took.

struct Icon: View {
    let systemName: String

    var body: some View {
        Image(systemName: systemName)
            .resizable()
            .aspectRatio(contentMode: .fit)
            .background(Color.gray)
    }
}

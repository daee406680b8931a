import SwiftUI

// Exercise: hanging bullets (chapter 4, after step 17, alignment guides).
//
// The item's text should line up with the heading above it, with the bullet hanging out in
// front. Here the bullet is moved with an offset, which changes only the drawing. Fix it as the
// instructions (`learn exercises hanging-bullet`) describe.
//
// Check your work with `learn check hanging-bullet`; `learn hint hanging-bullet` gives one hint
// at a time. Keep this file to declarations: the checker adds the code that builds each
// scenario.

struct BulletItem: View {
    let text: String

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            Text("•")
            Text(text)
        }
        .offset(x: -16)
    }
}

import SwiftUI

// Reference solution for the chat-bubble exercise (chapter 4, step 9).
//
// Padding subtracts its insets from the proposal on the way down and adds them back on the way
// up. The inner 16 points on every edge are coloured, because the background comes after them;
// the 48-point margin on the trailing edge comes after the background, so it is clear space.
// Both paddings shrink what the text is offered, so a long message wraps 96 points narrower
// than the proposal. The margin is on the trailing edge, so right to left it is on the left.

struct Bubble: View {
    let text: String

    var body: some View {
        Text(text)
            .padding(16)
            .background(Color.gray)
            .padding(.trailing, 48)
    }
}

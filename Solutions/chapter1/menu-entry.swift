import SwiftUI

// Reference solution for the menu-entry exercise (chapter 1, after step 6).
//
// The type ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _FrameLayout> reads from the
// inside out: the text, then the padding around it, then the frame around both. Written as a
// chain, the innermost modifier comes first. So the frame's 160 points include the padding, and
// the text itself is offered 128.

struct MenuEntry: View {
    var title: String

    var body: some View {
        Text(title)
            .padding(.horizontal, 16)
            .frame(width: 160)
    }
}

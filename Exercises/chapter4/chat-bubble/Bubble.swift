import SwiftUI

// Exercise: a chat bubble (chapter 4, after step 9, padding).
//
// The bubble should be grey around its text, with clear space after it on the trailing side.
// Here the grey covers the clear space too. Fix it as the instructions
// (`learn exercises chat-bubble`) describe.
//
// Check your work with `learn check chat-bubble`; `learn hint chat-bubble` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct Bubble: View {
    let text: String

    var body: some View {
        Text(text)
            .padding(16)
            .padding(.trailing, 48)
            .background(Color.gray)
    }
}

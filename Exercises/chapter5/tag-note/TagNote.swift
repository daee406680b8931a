import SwiftUI

// Exercise: a tag with a note (chapter 5, after step 5, measuring with a preference).
//
// A grey tag with a note under it; the note should wrap at the tag's width, so that the two
// make a neat block. This one lets the note run on as one long line. The preference key is
// declared for you; measure the tag with it and use the width, as the instructions
// (`learn exercises tag-note`) describe.
//
// Check your work with `learn check tag-note`; `learn hint tag-note` gives one hint at a time.
// Keep this file to declarations: the checker adds the code that builds each scenario.

struct TagWidth: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct TagNote: View {
    var tag: String
    var note: String

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(tag)
                .padding(.horizontal, 8)
                .background(Color.gray)
            Text(note)
        }
    }
}

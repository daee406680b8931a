import SwiftUI

// Reference solution for the tag with a note (chapter 5, after step 5).
//
// A reader behind the padded tag reports its width as a preference; the note's view stores it
// with onPreferenceChange and, on the second pass, gives the note a frame that wide, so the note
// wraps at the tag's width. The reader measures the tag, which the frame never touches, so the
// measurement does not depend on itself and the passes settle. The frame aligns the note to its
// leading edge: a frame centres its child by default, and a wrapped text is often narrower than
// the frame.

struct TagWidth: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct TagNote: View {
    var tag: String
    var note: String
    @State private var width: CGFloat? = nil

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(tag)
                .padding(.horizontal, 8)
                .background(Color.gray)
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: TagWidth.self, value: proxy.size.width)
                })
            Text(note)
                .frame(width: width, alignment: .leading)
        }
        .onPreferenceChange(TagWidth.self) { measured in
            width = measured
        }
    }
}

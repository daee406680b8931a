// MUST FAIL: the reader is attached before the padding, so it measures the bare tag, 16 points narrower than the grey tag, and the note wraps too early.
import SwiftUI

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
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: TagWidth.self, value: proxy.size.width)
                })
                .padding(.horizontal, 8)
                .background(Color.gray)
            Text(note)
                .frame(width: width, alignment: .leading)
        }
        .onPreferenceChange(TagWidth.self) { width = $0 }
    }
}

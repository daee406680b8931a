// MUST FAIL (wherever the note's widest line is narrower than the tag): the note's frame has no alignment, so the wrapped note is centred under the tag instead of starting at its leading edge.
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
                .padding(.horizontal, 8)
                .background(Color.gray)
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: TagWidth.self, value: proxy.size.width)
                })
            Text(note)
                .frame(width: width)
        }
        .onPreferenceChange(TagWidth.self) { width = $0 }
    }
}

// MUST PASS: the tag is measured by a reader in an overlay and the note gets a flexible frame with that maximum width; the column proposes more than the tag is wide, so the flexible frame comes out exactly as wide as the tag, as the reference's fixed frame does.
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
    @State private var tagWidth: CGFloat = .infinity

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(tag)
                .padding(.horizontal, 8)
                .background(Color.gray)
                .overlay {
                    GeometryReader { proxy in
                        Color.clear.preference(key: TagWidth.self, value: proxy.size.width)
                    }
                }
            Text(note)
                .frame(maxWidth: tagWidth, alignment: .leading)
        }
        .onPreferenceChange(TagWidth.self) { tagWidth = $0 }
    }
}

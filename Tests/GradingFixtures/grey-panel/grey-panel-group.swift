// MUST FAIL (every scenario but "a single row"): the content is wrapped in a Group before the padding and the background, but a Group is not a view of its own for layout: its modifiers still apply to each child separately, so every child gets its own strip.
import SwiftUI

struct Panel<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(title)
            Group {
                content
            }
            .padding(.horizontal, 8)
            .background(Color.gray)
        }
    }
}

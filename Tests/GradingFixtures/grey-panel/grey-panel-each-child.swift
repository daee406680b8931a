// MUST FAIL (every scenario but "a single row"): the starter: the padding and the background are applied to content made of several views, so each child gets its own padding and its own grey strip, as wide as that child, instead of one block as wide as the widest.
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
            content
                .padding(.horizontal, 8)
                .background(Color.gray)
        }
    }
}

// MUST FAIL: collapsed items get the right frames, but the stack keeps its spacing when collapsed, so the squares start at x = 0, 18 and 36 instead of 0, 10 and 20.
import SwiftUI

struct Collapsible<Element, Content: View>: View {
    var data: [Element]
    var expanded: Bool = false
    var spacing: CGFloat? = 8
    var alignment: VerticalAlignment = .center
    var collapsedWidth: CGFloat = 10
    var content: (Element) -> Content

    var body: some View {
        HStack(alignment: alignment, spacing: spacing) {
            ForEach(data.indices, id: \.self) { index in
                content(data[index])
                    .frame(width: expanded || index == data.count - 1 ? nil : collapsedWidth,
                           alignment: Alignment(horizontal: .leading, vertical: alignment))
            }
        }
    }
}

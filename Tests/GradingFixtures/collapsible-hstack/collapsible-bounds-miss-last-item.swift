// MUST FAIL: collapsed, the items are offset inside a leading-aligned ZStack; they are drawn where the reference draws them, but the ZStack is only as wide as the widest item, so the last item ends outside the stack's bounds (a border around it is too narrow and neighbours overlap it).
import SwiftUI

struct Collapsible<Element, Content: View>: View {
    var data: [Element]
    var expanded: Bool = false
    var spacing: CGFloat? = 8
    var alignment: VerticalAlignment = .center
    var collapsedWidth: CGFloat = 10
    var content: (Element) -> Content

    var body: some View {
        if expanded {
            HStack(alignment: alignment, spacing: spacing) {
                ForEach(data.indices, id: \.self) { content(data[$0]) }
            }
        } else {
            ZStack(alignment: Alignment(horizontal: .leading, vertical: alignment)) {
                ForEach(data.indices, id: \.self) { index in
                    content(data[index])
                        .offset(x: CGFloat(index) * collapsedWidth)
                }
            }
        }
    }
}

// MUST FAIL: every item is collapsed, the last one too, so the stack is only 30 points wide and the last square is drawn far outside its bounds.
import SwiftUI

struct Collapsible<Element, Content: View>: View {
    var data: [Element]
    var expanded: Bool = false
    var spacing: CGFloat? = 8
    var alignment: VerticalAlignment = .center
    var collapsedWidth: CGFloat = 10
    var content: (Element) -> Content

    var body: some View {
        HStack(alignment: alignment, spacing: expanded ? spacing : 0) {
            ForEach(data.indices, id: \.self) { index in
                content(data[index])
                    .frame(width: expanded ? nil : collapsedWidth,
                           alignment: Alignment(horizontal: .leading, vertical: alignment))
            }
        }
    }
}

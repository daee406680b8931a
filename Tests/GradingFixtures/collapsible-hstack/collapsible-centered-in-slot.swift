// MUST FAIL: collapsed items get the narrow frame but keep the frame's default centre alignment, so each wide item sticks out on both sides of its slot (the 50-point square starts at x = -20) instead of starting at the slot's leading edge.
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
                    .frame(width: expanded || index == data.count - 1 ? nil : collapsedWidth)
            }
        }
    }
}

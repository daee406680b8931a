// MUST FAIL (alignment scenarios only): the stack is right for the default .center alignment but never passes the alignment parameter on, so .top and .bottom still centre the items vertically.
import SwiftUI

struct Collapsible<Element, Content: View>: View {
    var data: [Element]
    var expanded: Bool = false
    var spacing: CGFloat? = 8
    var alignment: VerticalAlignment = .center
    var collapsedWidth: CGFloat = 10
    var content: (Element) -> Content

    var body: some View {
        HStack(spacing: expanded ? spacing : 0) {
            ForEach(data.indices, id: \.self) { index in
                content(data[index])
                    .frame(width: expanded || index == data.count - 1 ? nil : collapsedWidth, alignment: .leading)
            }
        }
    }
}

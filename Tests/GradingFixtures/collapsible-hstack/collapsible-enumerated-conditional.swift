// MUST FAIL (the animated scenarios only): laid out right in both states, written differently from the reference (ForEach over the enumerated items identified by offset, and an if/else that wraps only the collapsed items in a narrow leading-aligned frame), but the two branches of the if/else are different views, so when expanded changes inside withAnimation the collapsed items are removed and new ones inserted: they fade out and in where they are instead of sliding to their new places.
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
            ForEach(Array(data.enumerated()), id: \.offset) { pair in
                if expanded || pair.offset == data.count - 1 {
                    content(pair.element)
                } else {
                    content(pair.element)
                        .frame(width: collapsedWidth, alignment: Alignment(horizontal: .leading, vertical: alignment))
                }
            }
        }
    }
}

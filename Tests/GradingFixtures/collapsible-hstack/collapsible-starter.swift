// MUST FAIL: the exercise's starter, a plain HStack that ignores expanded, spacing, alignment and collapsedWidth; only the scenarios that look like a default HStack pass.
import SwiftUI

// Exercise: a collapsible HStack (chapter 4).
//
// Expanded, `Collapsible` looks exactly like an HStack of its items. Collapsed, the items
// overlap: each one but the last shows only `collapsedWidth` points before the next one is
// drawn over it, and the last one is fully visible. The stack's bounds always contain exactly
// what it shows, so a border around it fits.
//
// Keep the properties as they are: the checker builds scenarios with this memberwise
// initializer, e.g. `Collapsible(data: items, expanded: false, spacing: 4) { item in ... }`.
//
// Check your work with `learn check collapsible-hstack`; `learn hint collapsible-hstack` gives
// one hint at a time. Keep this file to declarations (no top-level statements).

struct Collapsible<Element, Content: View>: View {
    var data: [Element]
    var expanded: Bool = false
    var spacing: CGFloat? = 8
    var alignment: VerticalAlignment = .center
    var collapsedWidth: CGFloat = 10
    var content: (Element) -> Content

    var body: some View {
        // For now this is a plain HStack: it ignores `expanded`, `spacing`, `alignment`
        // and `collapsedWidth`.
        HStack {
            ForEach(data.indices, id: \.self) { index in
                content(data[index])
            }
        }
    }
}

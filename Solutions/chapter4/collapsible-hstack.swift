import SwiftUI

// Reference solution for the collapsible HStack exercise (chapter 4), with the bonus
// parameters for vertical alignment and spacing.
//
// Expanded, every item keeps its own width and the stack is an ordinary HStack. Collapsed, each
// item but the last is given a frame of `collapsedWidth` points, with its content pinned to the
// frame's leading edge (a frame centres its content otherwise), and the stack's spacing drops to
// zero. The items still draw at their full width, overlapping the next ones; the last item keeps
// its own frame, so the stack's bounds end where the last item ends.

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
                item(at: index)
            }
        }
    }

    private func item(at index: Int) -> some View {
        let keepsItsWidth = expanded || index == data.index(before: data.endIndex)
        return content(data[index])
            .frame(width: keepsItsWidth ? nil : collapsedWidth,
                   alignment: Alignment(horizontal: .leading, vertical: alignment))
    }
}

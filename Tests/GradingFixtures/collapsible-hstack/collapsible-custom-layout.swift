// MUST PASS: a correct Collapsible built on a custom Layout instead of an HStack: the layout places every item at its own size, advancing by the item's width plus the spacing (the subviews' own spacing when it is nil) when expanded and by collapsedWidth when collapsed, and sizes itself to end at the last item.
import SwiftUI

struct CollapsingRow: Layout {
    var expanded: Bool
    var spacing: CGFloat?
    var alignment: VerticalAlignment
    var collapsedWidth: CGFloat

    private func positions(_ subviews: Subviews) -> (xs: [CGFloat], ys: [CGFloat], size: CGSize) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let guides = subviews.map { $0.dimensions(in: .unspecified)[alignment] }
        var xs: [CGFloat] = []
        var x: CGFloat = 0
        for index in subviews.indices {
            xs.append(x)
            guard index < subviews.count - 1 else { break }
            if expanded {
                let gap = spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
                x += sizes[index].width + gap
            } else {
                x += collapsedWidth
            }
        }
        let line = guides.max() ?? 0
        let ys = guides.map { line - $0 }
        let width = subviews.isEmpty ? 0 : xs[xs.count - 1] + sizes[sizes.count - 1].width
        let height = zip(ys, sizes).map { $0 + $1.height }.max() ?? 0
        return (xs, ys, CGSize(width: width, height: height))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        positions(subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (xs, ys, _) = positions(subviews)
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: bounds.minX + xs[index], y: bounds.minY + ys[index]), proposal: .unspecified)
        }
    }
}

struct Collapsible<Element, Content: View>: View {
    var data: [Element]
    var expanded: Bool = false
    var spacing: CGFloat? = 8
    var alignment: VerticalAlignment = .center
    var collapsedWidth: CGFloat = 10
    var content: (Element) -> Content

    var body: some View {
        CollapsingRow(expanded: expanded, spacing: spacing, alignment: alignment, collapsedWidth: collapsedWidth) {
            ForEach(data.indices, id: \.self) { index in
                content(data[index])
            }
        }
    }
}

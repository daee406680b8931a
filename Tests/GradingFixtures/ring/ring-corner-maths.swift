// MUST PASS: the centres are worked out with cos and sin from an angle that starts at -90 degrees, and each subview is placed by its top leading corner, half its size up and to the left of its centre; the size is computed in one reduce. It draws the same ring.
import SwiftUI

struct Ring: Layout {
    var radius: CGFloat

    private func largest(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) { result, size in
            CGSize(width: max(result.width, size.width), height: max(result.height, size.height))
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let biggest = largest(subviews)
        return CGSize(width: radius * 2 + biggest.width, height: radius * 2 + biggest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for index in subviews.indices {
            let angle = -Double.pi / 2 + 2 * Double.pi * Double(index) / Double(subviews.count)
            let size = subviews[index].sizeThatFits(.unspecified)
            let corner = CGPoint(x: bounds.midX + radius * cos(angle) - size.width / 2,
                                 y: bounds.midY + radius * sin(angle) - size.height / 2)
            subviews[index].place(at: corner, anchor: .topLeading, proposal: .unspecified)
        }
    }
}

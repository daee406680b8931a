// MUST PASS: the badge is placed with alignment guides instead of an offset: the guides on alignment.horizontal and alignment.vertical say that the badge's centre lines up with the chosen corner, any corner, with no comparison of alignments, and right to left without reading the layout direction.
import SwiftUI

extension View {
    func badge(count: Int, alignment: Alignment = .topTrailing, diameter: CGFloat = 24, color: Color = .red) -> some View {
        overlay(alignment: alignment) {
            if count > 0 || count < 0 {
                Text(String(count))
                    .font(.caption)
                    .foregroundColor(.white)
                    .frame(width: diameter, height: diameter)
                    .background(Circle().fill(color))
                    .alignmentGuide(alignment.horizontal) { dimensions in dimensions[HorizontalAlignment.center] }
                    .alignmentGuide(alignment.vertical) { dimensions in dimensions[VerticalAlignment.center] }
            }
        }
    }
}

// MUST PASS: a correct badge placed with alignment guides instead of an offset; the guides say that the badge's centre aligns with the corner, which also holds right to left without reading the layout direction.
import SwiftUI

extension View {
    func badge(count: Int) -> some View {
        overlay(alignment: .topTrailing) {
            if count > 0 || count < 0 {
                Text(String(count))
                    .font(.caption)
                    .foregroundColor(.white)
                    .frame(width: 24, height: 24)
                    .background(Circle().fill(Color.red))
                    .alignmentGuide(.trailing) { dimensions in dimensions[HorizontalAlignment.center] }
                    .alignmentGuide(.top) { dimensions in dimensions[VerticalAlignment.center] }
            }
        }
    }
}

// MUST FAIL (count-0 scenarios only): the badge is right for every other count and direction, but at count 0 it still draws a red circle with "0" instead of nothing.
import SwiftUI

extension View {
    func badge(count: Int) -> some View {
        overlay(
            ZStack {
                Circle().fill(Color.red)
                Text("\(count)").foregroundColor(.white).font(.caption)
            }
            .frame(width: 24, height: 24)
            .alignmentGuide(.top) { $0.height / 2 }
            .alignmentGuide(.trailing) { $0.width / 2 },
            alignment: .topTrailing
        )
    }
}

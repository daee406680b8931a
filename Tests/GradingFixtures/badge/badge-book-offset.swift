// MUST PASS: the book's solution with a fixed offset(x: 12, y: -12) in a trailing overlay; right to left SwiftUI mirrors the overlay's alignment and the offset's x alike, so the circle's centre lands on the top-left corner without reading the layout direction.
import SwiftUI

extension View {
    func badge(count: Int) -> some View {
        overlay(
            ZStack {
                if count != 0 {
                    Circle().fill(Color.red)
                    Text("\(count)").foregroundColor(.white).font(.caption)
                }
            }
            .offset(x: 12, y: -12)
            .frame(width: 24, height: 24),
            alignment: .topTrailing
        )
    }
}

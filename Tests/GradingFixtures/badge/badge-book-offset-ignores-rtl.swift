// MUST FAIL (right-to-left scenarios only): the book's solution with a fixed offset(x: 12, y: -12); right to left the overlay puts the frame on the top-left corner but the offset still moves it right, so the circle's centre lands 24 points right of the corner. Every left-to-right scenario passes.
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

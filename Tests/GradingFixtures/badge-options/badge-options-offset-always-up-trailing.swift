// MUST FAIL (the options scenarios on a corner other than top-trailing): the alignment goes to the overlay, but the offset still moves the badge towards trailing and up, so a leading or bottom badge ends up inside the view or beside its edge instead of on the corner.
import SwiftUI

extension View {
    func badge(count: Int, alignment: Alignment = .topTrailing, diameter: CGFloat = 24, color: Color = .red) -> some View {
        overlay(alignment: alignment) {
            if count != 0 {
                ZStack {
                    Circle().fill(color)
                    Text("\(count)").font(.caption).foregroundColor(.white)
                }
                .frame(width: diameter, height: diameter)
                .offset(x: diameter / 2, y: -diameter / 2)
            }
        }
    }
}

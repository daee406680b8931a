// MUST FAIL (the options scenarios whose badge is not 24 points): alignment and colour are right, and the diameter sizes the circle, but the offset is still the 12 points worked out for the default badge, so a bigger or smaller badge is not centred on its corner.
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
                .offset(x: alignment.horizontal == .leading ? -12 : 12,
                        y: alignment.vertical == .bottom ? 12 : -12)
            }
        }
    }
}

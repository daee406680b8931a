// MUST FAIL (right-to-left scenarios only): a ViewModifier whose @Environment(\.layoutDirection) negates the offset's x right to left, as if offsets kept their sign; SwiftUI mirrors the offset already, so it is flipped twice and the circle's centre lands a whole badge away from its corner. Every left-to-right scenario passes.
import SwiftUI

struct BadgeModifier: ViewModifier {
    let count: Int
    var alignment: Alignment = .topTrailing
    var diameter: CGFloat = 24
    var color: Color = .red
    @Environment(\.layoutDirection) var direction

    func body(content: Content) -> some View {
        let half = diameter / 2
        let x = alignment.horizontal == .leading ? -half : half
        let y = alignment.vertical == .bottom ? half : -half
        return content.overlay(alignment: alignment) {
            Group {
                if count != 0 {
                    Circle()
                        .fill(color)
                        .overlay(Text("\(count)").font(.caption).foregroundColor(.white))
                        .frame(width: diameter, height: diameter)
                        .offset(x: direction == .leftToRight ? x : -x, y: y)
                }
            }
        }
    }
}

extension View {
    func badge(count: Int, alignment: Alignment = .topTrailing, diameter: CGFloat = 24, color: Color = .red) -> some View {
        modifier(BadgeModifier(count: count, alignment: alignment, diameter: diameter, color: color))
    }
}

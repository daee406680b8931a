// MUST FAIL (right-to-left scenarios only): a ViewModifier whose @Environment(\.layoutDirection) negates the offset right to left, as if offsets kept their sign; SwiftUI mirrors the offset already, so it is flipped twice and the circle's centre lands 24 points left of the top-left corner. Every left-to-right scenario passes.
import SwiftUI

struct BadgeModifier: ViewModifier {
    let count: Int
    @Environment(\.layoutDirection) var direction

    func body(content: Content) -> some View {
        content.overlay(alignment: .topTrailing) {
            Group {
                if count != 0 {
                    Circle()
                        .fill(Color.red)
                        .overlay(Text("\(count)").font(.caption).foregroundColor(.white))
                        .frame(width: 24, height: 24)
                        .offset(x: direction == .leftToRight ? 12 : -12, y: -12)
                }
            }
        }
    }
}

extension View {
    func badge(count: Int) -> some View {
        modifier(BadgeModifier(count: count))
    }
}

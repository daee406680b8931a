// MUST PASS: a correct badge written as a ViewModifier whose own @Environment(\.layoutDirection) chooses the offset's direction, the text laid over the circle with overlay.
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

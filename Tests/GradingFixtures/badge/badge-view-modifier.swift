// MUST PASS: a correct badge written as a ViewModifier; a small view inside the overlay draws the circle and moves it with an offset that right to left is mirrored like the rest of the layout, and the text sits in an overlay on the circle instead of a ZStack.
import SwiftUI

struct BadgeOverlay: ViewModifier {
    let count: Int

    func body(content: Content) -> some View {
        content.overlay(alignment: .topTrailing) {
            if count != 0 {
                CornerDot(label: "\(count)")
            }
        }
    }
}

struct CornerDot: View {
    let label: String

    var body: some View {
        let half: CGFloat = 12
        Circle()
            .fill(Color.red)
            .overlay(Text(label).font(.caption).foregroundColor(.white))
            .frame(width: 2 * half, height: 2 * half)
            .offset(x: half, y: -half)
    }
}

extension View {
    func badge(count: Int) -> some View {
        modifier(BadgeOverlay(count: count))
    }
}

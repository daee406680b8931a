// MUST PASS: a ViewModifier; a small view inside the overlay draws the circle and moves it with an offset whose direction is read by looking the corner up in lists of alignments, and the text sits in an overlay on the circle instead of a ZStack.
import SwiftUI

struct BadgeOverlay: ViewModifier {
    let count: Int
    let corner: Alignment
    let size: CGFloat
    let fill: Color

    func body(content: Content) -> some View {
        content.overlay(alignment: corner) {
            if count != 0 {
                CornerDot(label: "\(count)", corner: corner, size: size, fill: fill)
            }
        }
    }
}

struct CornerDot: View {
    let label: String
    let corner: Alignment
    let size: CGFloat
    let fill: Color

    var body: some View {
        let half = size / 2
        let across: CGFloat = [Alignment.topLeading, .bottomLeading].contains(corner) ? -1 : 1
        let down: CGFloat = [Alignment.bottomLeading, .bottomTrailing].contains(corner) ? 1 : -1
        Circle()
            .fill(fill)
            .overlay(Text(label).font(.caption).foregroundColor(.white))
            .frame(width: size, height: size)
            .offset(x: across * half, y: down * half)
    }
}

extension View {
    func badge(count: Int, alignment: Alignment = .topTrailing, diameter: CGFloat = 24, color: Color = .red) -> some View {
        modifier(BadgeOverlay(count: count, corner: alignment, size: diameter, fill: color))
    }
}

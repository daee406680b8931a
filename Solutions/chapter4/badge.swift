import SwiftUI

// Reference solution for the badge exercise (chapter 4), right-to-left bonus included.
//
// The badge lives in an overlay, so it is measured and drawn but never takes part in the layout
// of the view or its neighbours. The overlay puts a 24×24 frame in the view's top-trailing
// corner; an offset of half that size in each direction moves the circle's centre onto the
// corner itself. Offsets are not mirrored right to left, so the horizontal half-step changes
// sign there: the trailing corner is then on the left.

extension View {
    func badge(count: Int) -> some View {
        overlay(alignment: .topTrailing) {
            CountBadge(count: count)
        }
    }
}

struct CountBadge: View {
    var count: Int
    var diameter: CGFloat = 24
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        ZStack {
            if count != 0 {
                Circle()
                    .fill(Color.red)
                Text("\(count)")
                    .foregroundColor(.white)
                    .font(.caption)
            }
        }
        .frame(width: diameter, height: diameter)
        .offset(x: layoutDirection == .rightToLeft ? -diameter / 2 : diameter / 2, y: -diameter / 2)
    }
}

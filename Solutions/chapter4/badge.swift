import SwiftUI

// Reference solution for the badge exercise (chapter 4), right-to-left bonus included.
//
// The badge lives in an overlay, so it is measured and drawn but never takes part in the layout
// of the view or its neighbours. The overlay puts a 24×24 frame in the view's top-trailing
// corner; an offset of half that size towards trailing and upwards moves the circle's centre onto
// the corner itself. Right to left, SwiftUI mirrors the offset's x with the rest of the layout
// (x grows towards the trailing edge, which is then the left one), so the same code puts the
// badge on the top-left corner without reading the layout direction.

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

    var body: some View {
        ZStack {
            if count != 0 {
                Circle()
                    .fill(Color.red)
                Text("\(count)")
                    .foregroundStyle(.white)
                    .font(.caption)
            }
        }
        .frame(width: diameter, height: diameter)
        .offset(x: diameter / 2, y: -diameter / 2)
    }
}

import SwiftUI

// Reference solution for the badge-options exercise (chapter 4): the badge of the badge exercise
// with its options, the corner, the size and the colour.
//
// The badge lives in an overlay, so it is measured and drawn but never takes part in the layout
// of the view or its neighbours. The overlay puts a frame the badge's size in the chosen corner
// of the view; an offset of half that size outwards (towards the corner's horizontal edge and
// its vertical edge) moves the circle's centre onto the corner itself. Right to left, SwiftUI
// mirrors the offset's x with the rest of the layout (x grows towards the trailing edge, which
// is then the left one), so the same code puts a trailing badge on the left-hand corner without
// reading the layout direction, and a leading badge on the right-hand corner likewise.

extension View {
    func badge(count: Int, alignment: Alignment = .topTrailing, diameter: CGFloat = 24, color: Color = .red) -> some View {
        overlay(alignment: alignment) {
            CountBadge(count: count, diameter: diameter, color: color)
                .offset(x: outwards(alignment.horizontal) * diameter / 2,
                        y: outwards(alignment.vertical) * diameter / 2)
        }
    }
}

/// -1 towards the leading edge, 1 towards the trailing one, 0 in the middle.
private func outwards(_ alignment: HorizontalAlignment) -> CGFloat {
    alignment == .leading ? -1 : alignment == .trailing ? 1 : 0
}

/// -1 towards the top edge, 1 towards the bottom one, 0 in the middle.
private func outwards(_ alignment: VerticalAlignment) -> CGFloat {
    alignment == .top ? -1 : alignment == .bottom ? 1 : 0
}

struct CountBadge: View {
    var count: Int
    var diameter: CGFloat = 24
    var color: Color = .red

    var body: some View {
        ZStack {
            if count != 0 {
                Circle()
                    .fill(color)
                Text("\(count)")
                    .foregroundStyle(.white)
                    .font(.caption)
            }
        }
        .frame(width: diameter, height: diameter)
    }
}

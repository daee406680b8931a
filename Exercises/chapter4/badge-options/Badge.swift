import SwiftUI

// Exercise: badge options (chapter 4, after the badge exercise).
//
// This is a finished `badge(count:)`: a red circle, 24 points across, with the count in white,
// centred on the view's top-trailing corner without changing the layout. It takes three options
// but ignores them. Make them work as the instructions (`learn exercises badge-options`) say:
// `alignment` picks the corner the badge's centre sits on, `diameter` the circle's size and
// `color` its fill.
//
// Check your work with `learn check badge-options`; `learn hint badge-options` gives one hint at
// a time. Keep this file to declarations: the checker adds the code that builds each scenario.

extension View {
    func badge(count: Int, alignment: Alignment = .topTrailing, diameter: CGFloat = 24, color: Color = .red) -> some View {
        overlay(alignment: .topTrailing) {
            ZStack {
                if count != 0 {
                    Circle()
                        .fill(Color.red)
                    Text("\(count)")
                        .foregroundStyle(.white)
                        .font(.caption)
                }
            }
            .frame(width: 24, height: 24)
            .offset(x: 12, y: -12)
        }
    }
}

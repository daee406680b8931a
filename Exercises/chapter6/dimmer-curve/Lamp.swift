import SwiftUI

// Exercise: match a motion (chapter 6, after step 1, implicit animations).
//
// Each tap of "Up" makes the bar one step (32 points) longer, and after four steps it starts
// again from one. The bar already animates, but not the way the film strip in the
// instructions (`learn exercises dimmer-curve`) shows: find the curve and the duration there,
// and use them.
//
// Check your work with `learn check dimmer-curve`; `learn hint dimmer-curve` gives one hint at
// a time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct Lamp: View {
    @State private var level = 1

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Up") { level = level % 4 + 1 }
            Color.orange
                .frame(width: CGFloat(level) * 32, height: 16)
                .animation(.linear(duration: 1), value: level)
        }
        .frame(width: 128, alignment: .leading)
    }
}

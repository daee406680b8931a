import SwiftUI

// Exercise: a drawer with two curves (chapter 6, after step 10, curves and springs).
//
// "Menu" opens the orange drawer to 80 points, and a second tap closes it. Opening and
// closing should each use the curve and the duration the film strips in the instructions
// (`learn exercises drawer-curves`) show. Here both are linear and last a second.
//
// Check your work with `learn check drawer-curves`; `learn hint drawer-curves` gives one hint
// at a time. Keep this file to declarations: the checker adds the code that builds each
// scenario.

struct Drawer: View {
    @State private var open = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Menu") {
                open.toggle()
            }
            Color.orange
                .frame(width: open ? 80 : 0, height: 16)
                .animation(.linear(duration: 1), value: open)
        }
        .frame(width: 96, alignment: .leading)
    }
}

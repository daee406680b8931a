import SwiftUI

// Exercise: scope an animation (chapter 6, after step 1, implicit animations).
//
// "Louder" makes the bar one step (32 points) longer, up to three steps; "Big" doubles its
// height. The width should slide over a second, easing out, but the height should change at
// once. This bar animates every change, with a form the compiler warns about. Fix it as the
// instructions (`learn exercises volume-scope`) describe.
//
// Check your work with `learn check volume-scope`; `learn hint volume-scope` gives one hint at
// a time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct Volume: View {
    @State private var volume = 1
    @State private var big = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Button("Louder") { volume = volume % 3 + 1 }
                Button("Big") { big.toggle() }
            }
            Color.orange
                .frame(width: CGFloat(volume) * 32, height: big ? 32 : 16)
                .animation(.easeOut(duration: 1))
        }
        .frame(width: 112, alignment: .leading)
    }
}

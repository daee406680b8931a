import SwiftUI

// Exercise: keep one view still (chapter 6, after step 3, explicit animations and
// transactions).
//
// "Zoom" doubles the two bars inside withAnimation, and moves the grey marker to the new end
// of the first bar. The bars should grow over a second, but the marker should be at its new
// place at once, as the instructions (`learn exercises zoom-marker`) describe. Here it slides
// with the bars.
//
// Check your work with `learn check zoom-marker`; `learn hint zoom-marker` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct Zoom: View {
    @State private var zoomed = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Zoom") {
                withAnimation(.linear(duration: 1)) { zoomed.toggle() }
            }
            Color.orange
                .frame(width: zoomed ? 64 : 32, height: 16)
            Color.orange
                .frame(width: zoomed ? 48 : 24, height: 16)
            Color.gray
                .frame(width: 8, height: 16)
                .offset(x: zoomed ? 64 : 32)
        }
        .frame(width: 96, alignment: .leading)
    }
}

import SwiftUI

// Exercise: the picture follows (chapter 6, after step 2, what is animated).
//
// A storage bar: the orange part is what is used, the grey part what is free, 96 points in
// all. "Clean" frees space and "Fill" fills it to 90%. Only the orange part is animated, so
// the grey part jumps to its new place, and the two overlap or leave a gap while the orange
// part moves.
// Fix it as the instructions (`learn exercises storage-bar`) describe.
//
// Check your work with `learn check storage-bar`; `learn hint storage-bar` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct Storage: View {
    @State private var used = 75

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                Button("Clean") { used = 25 }
                Button("Fill") { used = 90 }
            }
            Text("\(used)% used")
            HStack(alignment: .top, spacing: 0) {
                Color.orange
                    .frame(width: CGFloat(used) * 0.96, height: 16)
                    .animation(.linear(duration: 1), value: used)
                Color.gray
                    .frame(width: CGFloat(100 - used) * 0.96, height: 8)
            }
        }
        .frame(width: 96, alignment: .leading)
    }
}

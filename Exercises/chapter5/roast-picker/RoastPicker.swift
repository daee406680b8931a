import SwiftUI

// Exercise: a roast picker (chapter 5, after step 10, matched geometry).
//
// A column of coffee roasts; a yellow highlight sits behind the chosen one, exactly its size,
// and moves when another roast is tapped. This one's highlight fills the whole column, because
// nothing tells it which roast is chosen. Fix it as the instructions
// (`learn exercises roast-picker`) describe.
//
// Check your work with `learn check roast-picker`; `learn hint roast-picker` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct RoastPicker: View {
    var roasts: [String]
    @State private var chosen = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(roasts.indices, id: \.self) { index in
                Button(roasts[index]) { chosen = index }
                    .padding(.horizontal, 8)
            }
        }
        .background(
            Color.yellow
        )
    }
}

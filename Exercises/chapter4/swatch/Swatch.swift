import SwiftUI

// Exercise: a colour swatch (chapter 4, after step 10, overlay and background).
//
// A swatch is a 96-by-48 block of colour with its name in the bottom-leading corner. This one
// takes its size from the name instead of from the block. Fix it as the instructions
// (`learn exercises swatch`) describe.
//
// Check your work with `learn check swatch`; `learn hint swatch` gives one hint at a time.
// Keep this file to declarations: the checker adds the code that builds each scenario.

struct Swatch: View {
    let color: Color
    let name: String

    var body: some View {
        Text(name)
            .padding(.leading, 8)
            .background {
                color.frame(width: 96, height: 48)
            }
    }
}

import SwiftUI

// Reference solution for the swatch exercise (chapter 4, step 10).
//
// The block decides the size, so it is the primary view and the name goes in its overlay: the
// overlay proposes the block's 96×48 to the padded name (88 points of width for the text, which
// wraps inside them) and places it in the block's bottom-leading corner. The padding belongs to
// the name, inside the overlay, so that the block itself keeps its place and size.

struct Swatch: View {
    let color: Color
    let name: String

    var body: some View {
        color
            .frame(width: 96, height: 48)
            .overlay(alignment: .bottomLeading) {
                Text(name)
                    .padding(.leading, 8)
            }
    }
}

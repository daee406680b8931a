// MUST PASS: paints both colours as filled Rectangles in backgrounds and pads the yellow card's sides with two single-edge paddings; the same layers in the same order, so it draws the same mount.
import SwiftUI

struct PhotoMat: View {
    let caption: String

    var body: some View {
        Text(caption)
            .padding(.leading, 8)
            .padding(.trailing, 8)
            .background(Rectangle().fill(Color.yellow))
            .padding(16)
            .background(Rectangle().fill(Color.orange))
            .foregroundStyle(.black)
    }
}

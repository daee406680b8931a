// MUST FAIL (every scenario): the inset is applied after the overlay, so it pads the whole swatch: the swatch is 104 points wide with a clear strip on its leading side, and the name touches the block's edge.
import SwiftUI

struct Swatch: View {
    let color: Color
    let name: String

    var body: some View {
        color
            .frame(width: 96, height: 48)
            .overlay(alignment: .bottomLeading) {
                Text(name)
            }
            .padding(.leading, 8)
    }
}

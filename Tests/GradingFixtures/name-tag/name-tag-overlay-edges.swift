// MUST PASS: pads the two axes separately and draws the outline as an overlay of a Rectangle's strokeBorder, then the slot's frame; the same layers in the same order, so the same tag.
import SwiftUI

struct NameTag: View {
    let name: String

    var body: some View {
        Text(name)
            .padding(.horizontal, 16)
            .padding(.vertical, 16)
            .overlay(Rectangle().strokeBorder(Color.blue, lineWidth: 1))
            .frame(width: 240, height: 80)
    }
}

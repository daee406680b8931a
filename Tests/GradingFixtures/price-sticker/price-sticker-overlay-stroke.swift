// MUST PASS: the layers of the reference written differently: the paddings as separate edges, the yellow as a filled Rectangle in a background, the outline as an overlay of a Rectangle's strokeBorder, and the text colour set last; it draws the same sticker.
import SwiftUI

struct PriceSticker: View {
    let price: String

    var body: some View {
        Text(price)
            .frame(width: 48, alignment: .trailing)
            .padding(.horizontal, 16)
            .padding(.vertical, 16)
            .background(Rectangle().fill(Color.yellow))
            .overlay(Rectangle().strokeBorder(Color.orange, lineWidth: 1))
            .padding(.leading, 8)
            .padding(.trailing, 8)
            .foregroundStyle(.black)
    }
}

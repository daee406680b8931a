import SwiftUI

// Reference solution for the price-sticker exercise (chapter 1).
//
// Read the chain from the top down, as layers from the inside out: the price, its 48-point field
// (the frame wraps the text alone, so the price sits at the field's trailing edge), 16 points of
// space around the field, yellow behind the text and that space, an orange outline on the edge of
// the yellow, and finally 8 points of clear margin at the sides, outside the outline.

struct PriceSticker: View {
    let price: String

    var body: some View {
        Text(price)
            .foregroundStyle(.black)
            .frame(width: 48, alignment: .trailing)
            .padding(16)
            .background(Color.yellow)
            .border(Color.orange)
            .padding(.horizontal, 8)
    }
}

import SwiftUI

// Reference solution for the receipt-line exercise (chapter 1, after step 9).
//
// Each text gets a column of its own, a frame with a fixed width. The frame's alignment places
// the text in its column: the item against the leading edge, the price against the trailing
// edge, so that prices of different lengths end at the same place.

struct ReceiptLine: View {
    var item: String
    var price: String

    var body: some View {
        HStack(spacing: 0) {
            Text(item)
                .frame(width: 128, alignment: .leading)
            Text(price)
                .frame(width: 64, alignment: .trailing)
        }
    }
}

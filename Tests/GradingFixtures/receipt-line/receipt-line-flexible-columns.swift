// MUST PASS: puts each text in a flexible frame (maxWidth: .infinity) with the alignment, inside the fixed-width frame of its column; the texts land in the same places.
import SwiftUI

struct ReceiptLine: View {
    let item: String
    let price: String

    var body: some View {
        HStack(spacing: 0) {
            Text(item)
                .frame(maxWidth: .infinity, alignment: .leading)
                .frame(width: 128)
            Text(price)
                .frame(maxWidth: .infinity, alignment: .trailing)
                .frame(width: 64)
        }
    }
}

// MUST FAIL: aligns both columns .leading, so the prices start together instead of ending together: every price shorter than its 64-point column is drawn too far towards the item.
import SwiftUI

struct ReceiptLine: View {
    var item: String
    var price: String

    var body: some View {
        HStack(spacing: 0) {
            Text(item)
                .frame(width: 128, alignment: .leading)
            Text(price)
                .frame(width: 64, alignment: .leading)
        }
    }
}

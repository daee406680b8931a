// MUST FAIL: the starter: both frames centre their texts, so the items and the prices line up on their middles.
import SwiftUI

struct ReceiptLine: View {
    var item: String
    var price: String

    var body: some View {
        HStack(spacing: 0) {
            Text(item)
                .frame(width: 128)
            Text(price)
                .frame(width: 64)
        }
    }
}

// MUST FAIL (on sale: a tag before the price; the price property on its own, on sale; two labels on a shelf; on sale, right to left): puts the tag after the price instead of before it.
import SwiftUI

struct ShelfLabel: View {
    var item: String
    var pence: Int
    var onSale: Bool

    var body: some View {
        VStack(spacing: 0) {
            Text(item)
            price
        }
    }

    @ViewBuilder
    var price: some View {
        if onSale {
            HStack(spacing: 8) {
                Text("\(pence)p")
                Image(systemName: "tag")
            }
        } else {
            Text("\(pence)p")
        }
    }
}

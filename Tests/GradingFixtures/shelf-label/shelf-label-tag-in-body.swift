// MUST FAIL (the price property on its own, on sale): puts the if/else in body, which is already a view builder, and leaves `price` without the tag; the labels look right, but `price` drawn on its own has no tag.
import SwiftUI

struct ShelfLabel: View {
    var item: String
    var pence: Int
    var onSale: Bool

    var body: some View {
        VStack(spacing: 0) {
            Text(item)
            if onSale {
                HStack(spacing: 8) {
                    Image(systemName: "tag")
                    price
                }
            } else {
                price
            }
        }
    }

    var price: some View {
        Text("\(pence)p")
    }
}

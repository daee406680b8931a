// MUST PASS: makes `price` one HStack with an optional tag inside, so both cases have the same type and no @ViewBuilder is needed on the property; it draws the same labels.
import SwiftUI

struct ShelfLabel: View {
    let item: String
    let pence: Int
    let onSale: Bool

    var body: some View {
        VStack(spacing: 0) {
            Text(item)
            price
        }
    }

    var price: some View {
        HStack(spacing: 8) {
            if onSale {
                Image(systemName: "tag")
            }
            Text("\(pence)p")
        }
    }
}

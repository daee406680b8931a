import SwiftUI

// Reference solution for the shelf-label exercise (chapter 1, after step 5).
//
// `price` is a helper property, not `body`, so it does not inherit @ViewBuilder from the View
// protocol. Its two branches have different types (an HStack and a Text); with @ViewBuilder they
// become one _ConditionalContent, which is the single type `some View` stands for.

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
                Image(systemName: "tag")
                Text("\(pence)p")
            }
        } else {
            Text("\(pence)p")
        }
    }
}

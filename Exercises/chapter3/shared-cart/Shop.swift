import SwiftUI

// Exercise: one cart for the whole shop (chapter 3, after step 8).
//
// The shop shows a basket badge above a row per product, each with a button that adds the
// product to the cart. Tapping "Add tea" should make the badge say "Basket: 1". It never does:
// the badge and every row make a Cart of their own, so a tap changes a cart that nobody shows.
//
// Give the whole shop one cart: the shop owns it and hands it down through the environment, and
// the badge and the rows read that one. Keep `Cart(items:)`, `CartBadge()`, `ProductRow(name:)`
// and `Shop()`, and the button titles "Add tea" and "Add cake": the checker builds its scenarios
// with them and taps the buttons. Check your work with `learn check shared-cart` (in the REPL:
// `:check`); `learn hint shared-cart` gives one hint at a time. Keep this file to declarations
// (no top-level statements).

final class Cart: ObservableObject {
    @Published var items: Int

    init(items: Int = 0) {
        self.items = items
    }
}

struct CartBadge: View {
    @StateObject private var cart = Cart()

    var body: some View {
        Text("Basket: \(cart.items)")
    }
}

struct ProductRow: View {
    var name: String
    @StateObject private var cart = Cart()

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Button("Add \(name)") { cart.items += 1 }
        }
    }
}

struct Shop: View {
    @StateObject private var cart = Cart()

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            CartBadge()
            VStack(spacing: 0) {
                ProductRow(name: "tea")
                ProductRow(name: "cake")
            }
        }
    }
}

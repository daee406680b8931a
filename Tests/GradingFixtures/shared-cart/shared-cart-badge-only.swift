// MUST FAIL: only the badge was switched to @EnvironmentObject; the rows still make carts of their own, so a tap never reaches the badge.
import SwiftUI

final class Cart: ObservableObject {
    @Published var items: Int

    init(items: Int = 0) {
        self.items = items
    }
}

struct CartBadge: View {
    @EnvironmentObject private var cart: Cart

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
        .environmentObject(cart)
    }
}

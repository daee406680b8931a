// MUST FAIL: both views read the cart with @EnvironmentObject, but the shop never hands its cart down, so the first view that reads it finds no Cart and the program stops (the scenarios that give a cart of their own pass).
import SwiftUI

final class Cart: ObservableObject {
    @Published var items: Int

    init(items: Int = 0) {
        self.items = items
    }
}

struct BasketBadge: View {
    @EnvironmentObject private var cart: Cart

    var body: some View {
        Text("Basket: \(cart.items)")
    }
}

struct ProductRow: View {
    var name: String
    @EnvironmentObject private var cart: Cart

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
            BasketBadge()
            VStack(spacing: 0) {
                ProductRow(name: "tea")
                ProductRow(name: "cake")
            }
        }

    }
}

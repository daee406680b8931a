// MUST PASS: both views read the cart with @EnvironmentObject (not private), the button titles are computed, and the shop builds its rows with a ForEach; the drawing and the taps are the same.
import SwiftUI

final class Cart: ObservableObject {
    @Published var items: Int

    init(items: Int = 0) {
        self.items = items
    }
}

struct CartBadge: View {
    @EnvironmentObject var cart: Cart

    var body: some View {
        Text("Basket: " + String(cart.items))
    }
}

struct ProductRow: View {
    var name: String
    @EnvironmentObject var cart: Cart

    private var title: String { "Add " + name }

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Button(title) { cart.items = cart.items + 1 }
        }
    }
}

struct Shop: View {
    @StateObject private var cart = Cart()

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            CartBadge()
            VStack(spacing: 0) {
                ForEach(["tea", "cake"], id: \.self) { name in
                    ProductRow(name: name)
                }
            }
        }
        .environmentObject(cart)
    }
}

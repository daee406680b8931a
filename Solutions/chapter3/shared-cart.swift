import SwiftUI

// Reference solution for the shared cart (chapter 3, after step 8).
//
// The shop owns one Cart (@StateObject) and hands it to its subtree with environmentObject(_:).
// The badge and the rows ask for it with @EnvironmentObject, found by its class, and are
// subscribed to it: a tap that changes it runs the badge's body again.

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
            CartBadge()
            VStack(spacing: 0) {
                ProductRow(name: "tea")
                ProductRow(name: "cake")
            }
        }
        .environmentObject(cart)
    }
}

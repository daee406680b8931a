import SwiftUI

// Exercise: the total of an order (chapter 3, after step 10).
//
// An Order lists the dishes it is given and, below them, their total. The order does not make
// its dishes, so it cannot ask them their prices: each dish has to report its price up, and the
// order has to add the reports together. For now the total always says £0.
//
// Write the key's reduce so that it adds, make every Dish report its price with the key, and
// make Order store the combined value in its `total`. Keep `Dish(name:price:)` and
// `Order { … }`: the checker builds its scenarios with them. Check your work with `learn check
// order-total` (in the REPL: `:check`); `learn hint order-total` gives one hint at a time. Keep
// this file to declarations (no top-level statements).

struct OrderTotal: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        // combine value with nextValue()
    }
}

struct Dish: View {
    var name: String
    var price: Int

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Text("£\(price)")
        }
        // report the price
    }
}

struct Order<Dishes: View>: View {
    var dishes: Dishes
    @State private var total = 0

    init(@ViewBuilder dishes: () -> Dishes) {
        self.dishes = dishes()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            VStack(alignment: .leading, spacing: 0) {
                dishes
            }
            Text("Total: £\(total)")
        }
        // store the dishes' total in `total`
    }
}

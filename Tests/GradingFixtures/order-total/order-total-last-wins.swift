// MUST FAIL: reduce replaces the running value with the next report instead of adding to it, so the total is the price of the last dish only.
import SwiftUI

struct OrderTotal: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value = nextValue()
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
        .preference(key: OrderTotal.self, value: price)
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
        .onPreferenceChange(OrderTotal.self) { sum in
            total = sum
        }
    }
}

// MUST PASS: reduce is written as value = value + nextValue(), the dish reports through a helper modifier on View, and the order stores the sum with a closure that names its argument $0.
import SwiftUI

struct OrderTotal: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value = value + nextValue()
    }
}

extension View {
    func costs(_ price: Int) -> some View {
        preference(key: OrderTotal.self, value: price)
    }
}

struct Dish: View {
    var name: String
    var price: Int

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Text("£" + String(price))
        }
        .costs(price)
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
        .onPreferenceChange(OrderTotal.self) { total = $0 }
    }
}

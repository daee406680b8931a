import SwiftUI

// Reference solution for the order total (chapter 3, after step 10).
//
// Each dish reports its price as a preference; the key's reduce adds the reports up, and a view
// that reports nothing adds the default, 0. The order learns the total only once its content is
// built, so onPreferenceChange stores it in @State and the body runs a second time.

struct OrderTotal: PreferenceKey {
    static let defaultValue = 0

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
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

// MUST PASS: the till owns the order as a struct in its own @State, hands the form bindings to its parts, and puts a new, empty order in place on "Next customer": written differently, it draws and behaves the same.
import SwiftUI

struct Order {
    var milk = false
    var sugars = 0
}

struct OrderForm: View {
    var customer: String
    @Binding var order: Order

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Order for \(customer)")
            Toggle("Milk", isOn: $order.milk)
            HStack(spacing: 16) {
                Text("Sugars: \(order.sugars)")
                Button("More sugar") { order.sugars += 1 }
            }
        }
    }
}

struct Till: View {
    private let queue = ["Ada", "Bo", "Bo", "Cy"]
    @State private var position = 0
    @State private var order = Order()

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            OrderForm(customer: queue[position], order: $order)
            Button("Next customer") {
                position = (position + 1) % queue.count
                order = Order()
            }
        }
        .frame(width: 240)
    }
}

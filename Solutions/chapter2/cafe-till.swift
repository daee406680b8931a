import SwiftUI

// Reference solution for the café till (chapter 2, after step 14).
//
// The form stays in the same place in the tree for every customer, so by structure it is the
// same view, and its state carries over. `.id(ticket)` makes the ticket number part of its
// identity: each "Next customer" changes the number, SwiftUI sees the old form go and a new one
// arrive, and the new one starts with fresh state. The ticket, not the name, is the right id:
// it changes exactly when a new order starts, also when the same customer comes twice in a row.

/// One customer's order: milk or not, and how many sugars. Its state is its own.
struct OrderForm: View {
    var customer: String
    @State private var milk = false
    @State private var sugars = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Order for \(customer)")
            Toggle("Milk", isOn: $milk)
            HStack(spacing: 16) {
                Text("Sugars: \(sugars)")
                Button("More sugar") { sugars += 1 }
            }
        }
    }
}

struct Till: View {
    private let queue = ["Ada", "Bo", "Bo", "Cy"]
    @State private var ticket = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            OrderForm(customer: queue[ticket % queue.count])
                .id(ticket)
            Button("Next customer") { ticket += 1 }
        }
        .frame(width: 240)
    }
}

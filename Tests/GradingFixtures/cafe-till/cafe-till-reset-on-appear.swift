// MUST FAIL (the next customer starts afresh; the same customer twice; an order after a fresh start; round the queue): clears the order in `onAppear`, but the form never appears again: it stays on screen, the same view, when the customer changes, so the closure runs only once.
import SwiftUI

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
        .onAppear {
            milk = false
            sugars = 0
        }
    }
}

struct Till: View {
    private let queue = ["Ada", "Bo", "Bo", "Cy"]
    @State private var ticket = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            OrderForm(customer: queue[ticket % queue.count])
            Button("Next customer") { ticket += 1 }
        }
        .frame(width: 240)
    }
}

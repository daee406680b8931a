// MUST FAIL (the same customer twice): identifies the form by the customer's name, which changes for most orders but not when Bo comes twice in a row, so his second order keeps the first one's sugars.
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
    }
}

struct Till: View {
    private let queue = ["Ada", "Bo", "Bo", "Cy"]
    @State private var ticket = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            OrderForm(customer: queue[ticket % queue.count])
                .id(queue[ticket % queue.count])
            Button("Next customer") { ticket += 1 }
        }
        .frame(width: 240)
    }
}

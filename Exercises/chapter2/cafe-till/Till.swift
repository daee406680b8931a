import SwiftUI

// Exercise: a café till (chapter 2, after step 14).
//
// The till takes one order at a time: the form shows whose order it is, a "Milk" switch and a
// count of sugars. "Next customer" moves on to the next person in the queue, but the form keeps
// the last customer's milk and sugars.
//
// Make every new order start with no milk and no sugar. Keep `Till()` (no arguments), the
// toggle "Milk", the buttons "More sugar" and "Next customer" and the texts: the checker drives
// the till through them. Check your work with `learn check cafe-till`; `learn hint cafe-till`
// gives one hint at a time. Keep this file to declarations (no top-level statements).

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
            Button("Next customer") { ticket += 1 }
        }
        .frame(width: 240)
    }
}

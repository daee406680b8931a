// MUST PASS: the counts stay in the kiosk but go down as bindings; the kiosk's body never reads them (making `$teas` reads nothing), so a sale runs only the counter's body, as with state in the counter.
import SwiftUI

struct Kiosk: View {
    @State private var teas = 0
    @State private var buns = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Platform 2 kiosk")
            ItemCounter(item: "Tea", count: $teas)
            ItemCounter(item: "Bun", count: $buns)
        }
    }
}

struct ItemCounter: View {
    let item: String
    @Binding var count: Int

    var body: some View {
        HStack(spacing: 8) {
            Text("\(item): \(count)")
            Button("Sell \(item)") { count += 1 }
        }
    }
}

// MUST FAIL (the two scenarios that compare bodies): the code is tidied into a helper method, but the counts still live in the kiosk and go down as plain values, so the kiosk's body reads them and runs on every sale. It draws the same as the reference.
import SwiftUI

struct Kiosk: View {
    @State private var sales: [String: Int] = [:]

    private func counter(for item: String) -> ItemCounter {
        ItemCounter(item: item, count: sales[item, default: 0]) { sales[item, default: 0] += 1 }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Platform 2 kiosk")
            counter(for: "Tea")
            counter(for: "Bun")
        }
    }
}

struct ItemCounter: View {
    let item: String
    let count: Int
    let sell: () -> Void

    var body: some View {
        HStack(spacing: 8) {
            Text("\(item): \(count)")
            Button("Sell \(item)", action: sell)
        }
    }
}

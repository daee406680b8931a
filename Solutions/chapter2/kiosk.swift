import SwiftUI

// Reference solution for the kiosk exercise (chapter 2, step 9).
//
// Each count lives in the one view that reads it. A tap changes the counter's own state, so
// SwiftUI runs that counter's body and nothing above it: the kiosk's body reads no state and
// its inputs did not change, so it does not run. (SwiftUI runs a body again when state it
// read changed, or when the view was made again with other values; neither happens to Kiosk.)

struct Kiosk: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Platform 2 kiosk")
            ItemCounter(item: "Tea")
            ItemCounter(item: "Bun")
        }
    }
}

struct ItemCounter: View {
    let item: String
    @State private var count = 0

    var body: some View {
        HStack(spacing: 8) {
            Text("\(item): \(count)")
            Button("Sell \(item)") { count += 1 }
        }
    }
}

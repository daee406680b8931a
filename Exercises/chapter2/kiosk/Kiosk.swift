import SwiftUI

// Exercise: a kiosk whose sales run few bodies (chapter 2, after step 9, keeping view trees
// efficient).
//
// The kiosk keeps both counts at the top and hands each counter a plain value and an action,
// so every sale runs the kiosk's body and a counter's. Fix it as the instructions
// (`learn exercises kiosk`) describe: a sale must run only a counter's body.
//
// Check your work with `learn check kiosk`; `learn hint kiosk` gives one hint at a time.
// Keep this file to declarations, and keep the names Kiosk and ItemCounter: the checker
// watches their bodies.

struct Kiosk: View {
    @State private var teas = 0
    @State private var buns = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Platform 2 kiosk")
            ItemCounter(item: "Tea", count: teas) { teas += 1 }
            ItemCounter(item: "Bun", count: buns) { buns += 1 }
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

import SwiftUI

// Exercise: a shelf label (chapter 1, after step 5).
//
// A shelf label shows an item and its price in pence. The price has a helper property of its
// own, `price`. When the item is on sale, the price should have a tag in front of it
// (`learn exercises shelf-label`). Add that inside `price`, with an if/else; the compiler will
// tell you what `price` is missing that `body` has.
//
// Keep `ShelfLabel(item:pence:onSale:)` and the property `price`: the checker draws both. Check
// your work with `learn check shelf-label` (or `:check` in the REPL); `learn hint shelf-label`
// gives one hint at a time. Keep this file to declarations (no top-level statements).

struct ShelfLabel: View {
    var item: String
    var pence: Int
    var onSale: Bool

    var body: some View {
        VStack(spacing: 0) {
            Text(item)
            price
        }
    }

    var price: some View {
        Text("\(pence)p")
    }
}

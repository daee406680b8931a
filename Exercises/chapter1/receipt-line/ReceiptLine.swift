import SwiftUI

// Exercise: a receipt line (chapter 1, after step 9).
//
// A line of a receipt has the item in a column 128 points wide, starting at the left, and the
// price in a column 64 points wide, ending at the right, so that on a receipt the items start at
// the same place and the prices end at the same place. This line centres both texts in their
// columns. Fix it (`learn exercises receipt-line`).
//
// Keep `ReceiptLine(item:price:)`: the checker builds lines with it. Check your work with
// `learn check receipt-line` (or `:check` in the REPL); `learn hint receipt-line` gives one hint
// at a time. Keep this file to declarations (no top-level statements).

struct ReceiptLine: View {
    var item: String
    var price: String

    var body: some View {
        HStack(spacing: 0) {
            Text(item)
                .frame(width: 128)
            Text(price)
                .frame(width: 64)
        }
    }
}

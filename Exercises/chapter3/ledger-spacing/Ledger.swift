import SwiftUI

// Exercise: the space between a ledger's rows (chapter 3, after step 7).
//
// A Ledger lists its rows with no space between them. A screen that shows several ledgers should
// be able to space all their rows at once with `.ledgerSpacing(16)`, set on the ledgers or on
// anything around them. The key is already declared, the older way, as a type conforming to
// EnvironmentKey; the rest is missing, and `ledgerSpacing(_:)` does nothing yet.
//
// Add a `ledgerSpacing` property on EnvironmentValues that reads and writes through the key,
// make `ledgerSpacing(_:)` set it, and make Ledger space its rows by it. Keep `Ledger(rows:)` and
// `ledgerSpacing(_:)`: the checker builds its scenarios with them. Check your work with `learn
// check ledger-spacing` (in the REPL: `:check`); `learn hint ledger-spacing` gives one hint at a
// time. Keep this file to declarations (no top-level statements).

private struct LedgerSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

extension View {
    /// Sets the space between the rows of every ledger inside this view.
    func ledgerSpacing(_ spacing: CGFloat) -> some View {
        self // for now this changes nothing
    }
}

struct Ledger: View {
    var rows: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(rows, id: \.self) { row in
                Text(row)
            }
        }
    }
}

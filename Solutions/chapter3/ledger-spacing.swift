import SwiftUI

// Reference solution for the ledger spacing (chapter 3, after step 7).
//
// The value is declared the way code did before @Entry: a key type whose defaultValue is what
// every view receives until someone sets it, and a property on EnvironmentValues that reads and
// writes through the key.

private struct LedgerSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

extension EnvironmentValues {
    var ledgerSpacing: CGFloat {
        get { self[LedgerSpacingKey.self] }
        set { self[LedgerSpacingKey.self] = newValue }
    }
}

extension View {
    /// Sets the space between the rows of every ledger inside this view.
    func ledgerSpacing(_ spacing: CGFloat) -> some View {
        environment(\.ledgerSpacing, spacing)
    }
}

struct Ledger: View {
    var rows: [String]
    @Environment(\.ledgerSpacing) private var spacing

    var body: some View {
        VStack(alignment: .leading, spacing: spacing) {
            ForEach(rows, id: \.self) { row in
                Text(row)
            }
        }
    }
}

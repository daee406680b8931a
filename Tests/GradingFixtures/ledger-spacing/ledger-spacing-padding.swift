// MUST FAIL: the ledger reads the value but pads the bottom of every row with it, so there is space after the last row too and a spaced ledger is taller than it should be.
import SwiftUI

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
    func ledgerSpacing(_ spacing: CGFloat) -> some View {
        environment(\.ledgerSpacing, spacing)
    }
}

struct Ledger: View {
    var rows: [String]
    @Environment(\.ledgerSpacing) private var spacing

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(rows, id: \.self) { row in
                Text(row)
                    .padding(.bottom, spacing)
            }
        }
    }
}

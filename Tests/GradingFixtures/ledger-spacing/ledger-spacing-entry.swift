// MUST PASS: the learner left the key type unused and declared the value with @Entry instead (with the same default of 0), and the ledger goes over the rows by index.
import SwiftUI

private struct LedgerSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

extension EnvironmentValues {
    @Entry var ledgerSpacing: CGFloat = 0
}

extension View {
    func ledgerSpacing(_ spacing: CGFloat) -> some View {
        environment(\.ledgerSpacing, spacing)
    }
}

struct Ledger: View {
    var rows: [String]
    @Environment(\.ledgerSpacing) var rowSpacing

    var body: some View {
        VStack(alignment: .leading, spacing: rowSpacing) {
            ForEach(rows.indices, id: \.self) { index in
                Text(rows[index])
            }
        }
    }
}

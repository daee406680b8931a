// MUST FAIL (no setting): the learner wrote VStack's own default spacing into the key, so a ledger with no setting has space between its rows instead of none.
import SwiftUI

private struct LedgerSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 8
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
        VStack(alignment: .leading, spacing: spacing) {
            ForEach(rows, id: \.self) { row in
                Text(row)
            }
        }
    }
}

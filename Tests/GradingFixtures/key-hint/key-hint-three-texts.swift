// MUST FAIL (the sentence wraps as one paragraph; a longer key and action, narrow): keeps three texts side by side in an HStack, which look right on one line but wrap in three separate columns when space is short.
import SwiftUI

struct KeyHint: View {
    var key: String
    var action: String

    var body: some View {
        HStack(spacing: 8) {
            Text("Press")
            Text(key).bold().foregroundStyle(.blue)
            Text("to \(action)")
        }
    }
}

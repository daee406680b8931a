// MUST FAIL: keeps three texts side by side in an HStack: three texts where the reference draws one, and offered little room they wrap in three separate columns instead of as one sentence.
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

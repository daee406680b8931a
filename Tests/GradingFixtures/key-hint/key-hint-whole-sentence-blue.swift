// MUST FAIL: makes the sentence one Text but styles the whole of it, Text("Press \(key) to \(action)").bold().foregroundStyle(.blue), so every word is blue instead of the key alone.
import SwiftUI

struct KeyHint: View {
    var key: String
    var action: String

    var body: some View {
        Text("Press \(key) to \(action)")
            .bold()
            .foregroundStyle(.blue)
    }
}

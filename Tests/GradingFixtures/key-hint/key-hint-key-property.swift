// MUST PASS: styles the key in a computed property of type Text, colour first and bold second, and interpolates that; it is still one Text and draws the same hint.
import SwiftUI

struct KeyHint: View {
    let key: String
    let action: String

    private var styledKey: Text {
        Text(key).foregroundStyle(.blue).bold()
    }

    var body: some View {
        Text("Press \(styledKey) to \(action)")
    }
}

import SwiftUI

// Reference solution for the key-hint exercise (chapter 1, after step 6).
//
// bold() and foregroundStyle(_:) are Text's own methods: they return another Text, so the styled
// key can be interpolated into the sentence, which stays a single Text and wraps as one
// paragraph. A modifier that wraps (padding, say) would make it a ModifiedContent, which cannot
// be interpolated.

struct KeyHint: View {
    var key: String
    var action: String

    var body: some View {
        let styledKey = Text(key).bold().foregroundStyle(.blue)
        Text("Press \(styledKey) to \(action)")
    }
}

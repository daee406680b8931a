// MUST FAIL (a long name keeps its extension; a tall space, still one line; a column of names; next to an icon): one line, but truncated at the tail, the default, so the extension is what gets cut.
import SwiftUI

struct FileLabel: View {
    let name: String

    var body: some View {
        Text(name)
            .lineLimit(1)
    }
}

// MUST FAIL (a long name keeps its extension; a tall space, still one line; a column of names; next to an icon): the truncation mode alone does nothing while the text may wrap: offered more than one row, a long name wraps onto more lines instead of being truncated.
import SwiftUI

struct FileLabel: View {
    let name: String

    var body: some View {
        Text(name)
            .truncationMode(.middle)
    }
}

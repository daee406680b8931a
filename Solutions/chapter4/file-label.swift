import SwiftUI

// Reference solution for the file-label exercise (chapter 4, step 5).
//
// A text first tries one line, then wraps, then truncates. `.lineLimit(1)` takes wrapping away
// however tall the proposal is, so a name too long for its width is truncated on one line; and
// `.truncationMode(.middle)` puts the "…" in the middle, so the end of the name, its extension,
// stays visible.

struct FileLabel: View {
    let name: String

    var body: some View {
        Text(name)
            .lineLimit(1)
            .truncationMode(.middle)
    }
}

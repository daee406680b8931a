import SwiftUI

// Reference solution for the download-row exercise (chapter 4, step 15).
//
// With equal priorities the stack serves the size first (it is the less flexible child) but
// offers it only half of the width, so a long size is truncated in a narrow row. A higher
// priority makes the stack serve the size on its own first, offered everything but the name's
// minimum (0) and the spacing: it takes its whole width, and the name gets what is left.

struct DownloadRow: View {
    let name: String
    let size: String

    var body: some View {
        HStack {
            Text(name)
                .lineLimit(1)
                .frame(maxWidth: .infinity, alignment: .leading)
            Text(size)
                .lineLimit(1)
                .layoutPriority(1)
        }
    }
}

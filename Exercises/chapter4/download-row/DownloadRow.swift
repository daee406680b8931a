import SwiftUI

// Exercise: a download row (chapter 4, after step 15, layout priority).
//
// In a narrow window this row cuts the file's size short ("12.…") and leaves the name room it
// cannot use well. The size must always be shown whole; it is the name that should give way.
// Fix it as the instructions (`learn exercises download-row`) describe.
//
// Check your work with `learn check download-row`; `learn hint download-row` gives one hint at
// a time. Keep this file to declarations: the checker adds the code that builds each scenario.

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
        }
    }
}

import SwiftUI

// Exercise: a reading log that forgets (chapter 2, after step 13).
//
// The log counts the pages you read, and a "Highlight" switch puts a yellow background behind the
// counter. Read a few pages, flip "Highlight", and the count is back to 0.
//
// Make the count survive the switch without changing what the log looks like. Keep `ReadingLog()`
// (no arguments), the switch "Highlight", the button "Read a page" and the text "Pages: N": the
// checker drives the log through them. Check your work with `learn check reading-log`;
// `learn hint reading-log` gives one hint at a time. Keep this file to declarations (no top-level
// statements).

struct PageCounter: View {
    @State private var pages = 0

    var body: some View {
        HStack(spacing: 16) {
            Text("Pages: \(pages)")
            Button("Read a page") { pages += 1 }
        }
        .padding(8)
    }
}

struct ReadingLog: View {
    @State private var highlight = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Toggle("Highlight", isOn: $highlight)
            if highlight {
                PageCounter()
                    .background(Color.yellow)
            } else {
                PageCounter()
            }
        }
        .frame(width: 240)
    }
}

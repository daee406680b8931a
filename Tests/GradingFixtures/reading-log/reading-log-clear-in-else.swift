// MUST FAIL (highlighting keeps the count; on and off again; flipping twice, then reading): gives both branches a background so that they look alike, but an `if`/`else` still makes two places in the tree, so each flip starts a new counter at 0.
import SwiftUI

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
                    .background(Color.clear)
            }
        }
        .frame(width: 240)
    }
}

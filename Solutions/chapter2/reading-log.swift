import SwiftUI

// Reference solution for the reading log (chapter 2, after step 13).
//
// The two branches of an `if` are two places in the tree, so the starter's two PageCounters had
// two identities: flipping the switch removed one counter, with its state, and inserted a fresh
// one. There is one counter here, in one place, and only the colour behind it depends on the
// switch, so the counter keeps its identity and its count.

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
            PageCounter()
                .background(highlight ? Color.yellow : Color.clear)
        }
        .frame(width: 240)
    }
}

// MUST FAIL (highlighting keeps the count; on and off again; flipping twice, then reading): removes the `if`, but adds `.id(highlight)`, which gives the counter a new identity at every flip, so it starts over just the same.
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
            PageCounter()
                .background(highlight ? Color.yellow : Color.clear)
                .id(highlight)
        }
        .frame(width: 240)
    }
}

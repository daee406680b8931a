// MUST PASS: keeps the `if`/`else`, but moves the count up into ReadingLog and hands each branch's counter a binding, so nothing is lost when the branch changes: written differently, it draws and behaves the same.
import SwiftUI

struct PageCounter: View {
    @Binding var pages: Int

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
    @State private var pages = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Toggle("Highlight", isOn: $highlight)
            if highlight {
                PageCounter(pages: $pages)
                    .background(Color.yellow)
            } else {
                PageCounter(pages: $pages)
            }
        }
        .frame(width: 240)
    }
}

import SwiftUI

// Exercise: a detail screen that closes itself (chapter 3, after step 12).
//
// TeaList is a navigation stack of teas; each link pushes a TeaDetail. The detail has a "Close"
// button that does nothing yet, and while it is on top the bar shows only the back button: the
// detail never names itself.
//
// Make "Close" take the detail away, whether it was pushed by a link or presented in a sheet,
// and give the detail the tea's name as its title. Keep `TeaDetail(name:)`, `TeaList()`, the
// links' titles and the button's title "Close": the checker builds its scenarios with them and
// taps them. Check your work with `learn check tea-detail` (in the REPL: `:check`); `learn hint
// tea-detail` gives one hint at a time. Keep this file to declarations (no top-level
// statements).

struct TeaDetail: View {
    var name: String

    var body: some View {
        VStack(spacing: 16) {
            Text("Steep \(name) for three minutes")
            Button("Close") {
                // close this screen
            }
        }
        // the tea's name as the screen's title
    }
}

struct TeaList: View {
    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                NavigationLink("Assam") { TeaDetail(name: "Assam") }
                NavigationLink("Sencha") { TeaDetail(name: "Sencha") }
            }
            .navigationTitle("Teas")
        }
    }
}

import SwiftUI

// Exercise: a panel named by its content (chapter 3, after step 10).
//
// A Panel draws a header, "[ Title ]", above whatever content it is given. The panel does not
// know what its content is about; the content should name the panel with `.panelTitle("…")`,
// set on any view inside it, the way a screen in a navigation stack names the bar above it.
// The key is ready, but `panelTitle(_:)` reports nothing and the panel never listens, so every
// header says "[ Untitled ]".
//
// Make `panelTitle(_:)` report its title with the key, and make Panel keep the combined title in
// its `title` for the header. Keep `panelTitle(_:)` and `Panel { … }`: the checker builds its
// scenarios with them. Check your work with `learn check panel-title` (in the REPL: `:check`);
// `learn hint panel-title` gives one hint at a time. Keep this file to declarations (no
// top-level statements).

struct PanelTitle: PreferenceKey {
    static let defaultValue = ""

    /// The first title set inside the panel wins; a view that sets none reports "" and changes nothing.
    static func reduce(value: inout String, nextValue: () -> String) {
        if value.isEmpty {
            value = nextValue()
        }
    }
}

extension View {
    /// Names the panel this view is in.
    func panelTitle(_ title: String) -> some View {
        self // for now this reports nothing
    }
}

struct Panel<Content: View>: View {
    var content: Content
    @State private var title = ""

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("[ \(title.isEmpty ? "Untitled" : title) ]")
            content
        }
        // keep the title the content reports
    }
}

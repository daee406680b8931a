import SwiftUI

// Reference solution for the panel title (chapter 3, after step 10).
//
// The title travels up as a preference, the way a pushed screen's navigationTitle reaches the
// bar above it: the content names itself wherever it likes, and the panel, which cannot see
// inside its content, receives the combined value and keeps it in @State for its header.

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
        preference(key: PanelTitle.self, value: title)
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
        .onPreferenceChange(PanelTitle.self) { newTitle in
            title = newTitle
        }
    }
}

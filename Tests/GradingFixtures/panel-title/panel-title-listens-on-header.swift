// MUST FAIL: the preference is set correctly, but the panel listens on its header text, which reports nothing; the content's title rises past it to the stack, so the header stays "[ Untitled ]".
import SwiftUI

struct PanelTitle: PreferenceKey {
    static let defaultValue = ""

    static func reduce(value: inout String, nextValue: () -> String) {
        if value.isEmpty {
            value = nextValue()
        }
    }
}

extension View {
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
                .onPreferenceChange(PanelTitle.self) { newTitle in
                    title = newTitle
                }
            content
        }
    }
}

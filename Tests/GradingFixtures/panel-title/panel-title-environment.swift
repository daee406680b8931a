// MUST FAIL: the learner sent the title through the environment instead of a preference; the environment only flows down, from the content to what is inside it, so the panel above never sees it and every header says "[ Untitled ]".
import SwiftUI

struct PanelTitle: PreferenceKey {
    static let defaultValue = ""

    static func reduce(value: inout String, nextValue: () -> String) {
        if value.isEmpty {
            value = nextValue()
        }
    }
}

extension EnvironmentValues {
    @Entry var panelTitle = ""
}

extension View {
    func panelTitle(_ title: String) -> some View {
        environment(\.panelTitle, title)
    }
}

struct Panel<Content: View>: View {
    var content: Content
    @Environment(\.panelTitle) private var title

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("[ \(title.isEmpty ? "Untitled" : title) ]")
            content
        }
    }
}

// MUST PASS: the panel listens on its content rather than on the whole stack, and builds the header in a computed property; the content is where every title comes from, so the result is the same.
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
    @State private var reported = ""

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    private var header: String {
        reported.isEmpty ? "[ Untitled ]" : "[ " + reported + " ]"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(header)
            content
                .onPreferenceChange(PanelTitle.self) { reported = $0 }
        }
    }
}

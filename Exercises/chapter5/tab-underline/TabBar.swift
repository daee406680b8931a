import SwiftUI

// Exercise: a tab underline (chapter 5, after step 9, anchors).
//
// A row of tabs with a blue underline under the selected one; tapping a tab selects it. This one
// draws the underline under the whole bar, because nothing tells it where the selected tab is.
// The preference key is declared for you. Fix it as the instructions
// (`learn exercises tab-underline`) describe.
//
// Check your work with `learn check tab-underline`; `learn hint tab-underline` gives one hint at
// a time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct TabBounds: PreferenceKey {
    static let defaultValue: [Int: Anchor<CGRect>] = [:]

    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { _, new in new }
    }
}

struct TabBar: View {
    var tabs: [String]
    @State private var selected = 0

    var body: some View {
        HStack(spacing: 16) {
            ForEach(tabs.indices, id: \.self) { index in
                Button(tabs[index]) { selected = index }
            }
        }
        .padding(.bottom, 16)
        .overlay(alignment: .bottom) {
            Color.blue
                .frame(height: 16)
        }
    }
}

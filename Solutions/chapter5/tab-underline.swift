import SwiftUI

// Reference solution for the tab underline (chapter 5, after step 9).
//
// Every tab reports an anchor for its bounds, keyed by its index. overlayPreferenceValue reads
// the merged dictionary and builds an overlay over the whole bar, where a reader resolves the
// selected tab's anchor into a rectangle in its own coordinates. The underline is as wide as
// that rectangle and sits on the line below it: position puts its centre at the tab's midX and
// 8 points below the tab's bottom. The bar keeps 16 points of padding below the tabs, so that
// the underline, a decoration that takes no room, is drawn inside the bar.

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
                    .anchorPreference(key: TabBounds.self, value: .bounds) { anchor in
                        [index: anchor]
                    }
            }
        }
        .padding(.bottom, 16)
        .overlayPreferenceValue(TabBounds.self) { bounds in
            GeometryReader { proxy in
                if let anchor = bounds[selected] {
                    let tab = proxy[anchor]
                    Color.blue
                        .frame(width: tab.width, height: 16)
                        .position(x: tab.midX, y: tab.maxY + 8)
                }
            }
        }
    }
}

// MUST FAIL (every scenario but "the underline takes no room", which compares only the size): the underline is centred on the tab's centre instead of 8 points below its bottom, so it covers the tab's label instead of the line under it.
import SwiftUI

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
                        .position(x: tab.midX, y: tab.midY)
                }
            }
        }
    }
}

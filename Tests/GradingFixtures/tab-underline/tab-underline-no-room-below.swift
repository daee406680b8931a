// MUST FAIL (every scenario): the bar has no padding below the tabs, so it is only 16 points tall and the underline, a decoration, is drawn below the bar, where it takes no room and the next view would cover it.
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

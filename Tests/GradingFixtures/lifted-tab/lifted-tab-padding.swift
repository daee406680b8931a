// MUST FAIL (every scenario but "no tab selected: a flat row"): the starter, which lifts the tab with bottom padding: the padding is part of the layout, so the selected tab is 32 points tall, the row grows to 32 points and centres the other tabs half a row lower, and a text below moves down a row.
import SwiftUI

struct TabLabel: View {
    let title: String
    let selected: Bool

    var body: some View {
        Text(title)
            .padding(.horizontal, 8)
            .background(selected ? Color.blue : Color.gray)
            .padding(.bottom, selected ? 16 : 0)
    }
}

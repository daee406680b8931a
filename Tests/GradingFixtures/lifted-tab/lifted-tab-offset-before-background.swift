// MUST FAIL (every scenario but "no tab selected: a flat row" and "the row stays one row tall", which compares only the size): the offset comes before the background, so only the title is lifted; the background is laid out and drawn where the tab really is, and the blue stays in the row.
import SwiftUI

struct TabLabel: View {
    let title: String
    let selected: Bool

    var body: some View {
        Text(title)
            .padding(.horizontal, 8)
            .offset(y: selected ? -16 : 0)
            .background(selected ? Color.blue : Color.gray)
    }
}

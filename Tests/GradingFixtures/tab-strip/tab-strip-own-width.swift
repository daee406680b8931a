// MUST FAIL (every scenario): the starter: every tab is as wide as its own title, so the tabs differ in width and the strip does not fill the width it is offered.
import SwiftUI

struct TabStrip: View {
    let titles: [String]
    let selected: Int

    var body: some View {
        HStack {
            ForEach(titles.indices, id: \.self) { index in
                Text(titles[index])
                    .background(index == selected ? Color.blue : Color.gray)
            }
        }
    }
}

// MUST FAIL (every scenario but "items only: the texts line up"): the guide says -16 instead of +16: the item's leading guide is then 16 points before its leading edge, so the stack moves the item 16 points towards trailing, and the bullet sits under the heading's first letters instead of hanging in front of them.
import SwiftUI

struct BulletItem: View {
    let text: String

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            Text("•")
            Text(text)
        }
        .alignmentGuide(.leading) { d in d[.leading] - 16 }
    }
}

// MUST FAIL (every scenario): the starter: the offset moves the drawing 16 points towards leading but not the layout, so the stack does not grow, the bullets are drawn outside it (over whatever is there), and the item's rectangle still starts at the heading's edge.
import SwiftUI

struct BulletItem: View {
    let text: String

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            Text("•")
            Text(text)
        }
        .offset(x: -16)
    }
}

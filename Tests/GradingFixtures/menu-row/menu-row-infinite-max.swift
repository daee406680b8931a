// MUST FAIL (offered 320 points, the bar stops at 240; offered 40 points, the bar keeps its 80; a long title wraps inside the bar; ideal sizes: as wide as the title, at least 80): maxWidth: .infinity with no minimum makes the bar as wide as any proposal, 320 in a wide window and 40 in a narrow one, and proposed nil it is only as wide as its title.
import SwiftUI

struct MenuRow: View {
    let title: String

    var body: some View {
        Text(title)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.gray)
    }
}

// MUST PASS: keeps the starter's order but shrinks the frame to 128 points: another type, yet with nothing drawn behind the padding the two layouts draw exactly the same (the text is offered 128 points and the entry is 160 wide), so the checker accepts it.
import SwiftUI

struct MenuEntry: View {
    var title: String

    var body: some View {
        Text(title)
            .frame(width: 128)
            .padding(.horizontal, 16)
    }
}

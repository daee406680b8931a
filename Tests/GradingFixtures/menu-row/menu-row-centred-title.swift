// MUST FAIL (every scenario, since no title fills its bar): the frame has the right bounds but no alignment, so the title is centred in the bar instead of starting at its leading edge.
import SwiftUI

struct MenuRow: View {
    let title: String

    var body: some View {
        Text(title)
            .frame(minWidth: 80, maxWidth: 240)
            .background(Color.gray)
    }
}

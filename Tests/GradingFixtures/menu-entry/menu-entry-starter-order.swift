// MUST FAIL: the frame wraps the text and the padding wraps the frame, as in the starter: the entry is 192 points wide and the text is offered all 160, so a long title wraps later.
import SwiftUI

struct MenuEntry: View {
    var title: String

    var body: some View {
        Text(title)
            .frame(width: 160)
            .padding(.horizontal, 16)
    }
}

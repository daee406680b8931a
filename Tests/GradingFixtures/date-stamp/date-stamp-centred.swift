// MUST FAIL (every scenario but "offered less room, it keeps its size"): the background is in the right place, but the frame has no alignment, so it centres the date in the card.
import SwiftUI

struct DateStamp: View {
    let date: String

    var body: some View {
        Text(date)
            .frame(width: 160, height: 48)
            .background(Color.gray)
    }
}

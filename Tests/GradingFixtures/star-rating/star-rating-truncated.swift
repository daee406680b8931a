// MUST FAIL (every scenario but "all five stars", where the frame is the whole row): the starter: the orange text is offered only `value` stars' width by its frame, so it truncates and draws "★★…" instead of being cut off; clipping cannot bring back what truncation removed.
import SwiftUI

struct StarRating: View {
    let value: Double

    var body: some View {
        Text("★★★★★")
            .foregroundStyle(.gray)
            .overlay(alignment: .leading) {
                Text("★★★★★")
                    .foregroundStyle(.orange)
                    .frame(width: value * 8, alignment: .leading)
                    .clipped()
            }
    }
}

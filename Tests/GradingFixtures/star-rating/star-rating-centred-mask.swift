// MUST FAIL (every scenario but "all five stars", where the frame is the whole row): the mask is written without an alignment, so it is centred on the row: the orange stars shown are the middle ones, not the first ones.
import SwiftUI

struct StarRating: View {
    let value: Double

    var body: some View {
        Text("★★★★★")
            .foregroundStyle(.gray)
            .overlay(alignment: .leading) {
                Text("★★★★★")
                    .foregroundStyle(.orange)
                    .mask {
                        Color.black
                            .frame(width: value * 8)
                    }
            }
    }
}

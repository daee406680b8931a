import SwiftUI

// Reference solution for the star-rating exercise (chapter 4, step 21).
//
// The orange row is laid out in full, five stars, exactly on top of the grey one, and a mask
// shows it only where the mask draws. `.mask(alignment:)` is laid out like an overlay: the
// colour inside is proposed the row's size, its frame makes it `value` stars wide, and
// `.leading` puts it at the start of the row, which is the right-hand end right to left. The
// masked text keeps its size, so nothing moves. Each star is one 8-point cell.

struct StarRating: View {
    let value: Double

    var body: some View {
        Text("★★★★★")
            .foregroundStyle(.gray)
            .overlay(alignment: .leading) {
                Text("★★★★★")
                    .foregroundStyle(.orange)
                    .mask(alignment: .leading) {
                        Color.black
                            .frame(width: value * 8)
                    }
            }
    }
}

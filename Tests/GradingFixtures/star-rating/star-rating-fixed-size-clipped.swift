// MUST PASS: the orange row keeps its ideal width with .fixedSize(), so it never truncates, and a frame of `value` stars aligned .leading and clipped hides the rest; it shows the same stars as the reference's mask.
import SwiftUI

struct StarRating: View {
    let value: Double

    var body: some View {
        ZStack(alignment: .leading) {
            Text("★★★★★")
                .foregroundStyle(.gray)
            Text("★★★★★")
                .foregroundStyle(.orange)
                .fixedSize()
                .frame(width: value * 8, alignment: .leading)
                .clipped()
        }
    }
}

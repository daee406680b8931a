// MUST PASS: a pressed key gets 16 points of padding on top and -16 at the bottom, so its frame keeps 16 points of height while its grey label is laid out 16 points lower; the row and its neighbours see the same sizes as with the reference's offset.
import SwiftUI

struct KeyRow: View {
    var keys: [String]
    var pressed: Int?

    var body: some View {
        HStack(spacing: 8) {
            ForEach(Array(keys.enumerated()), id: \.offset) { index, key in
                let sunk: CGFloat = index == pressed ? 16 : 0
                Text(key)
                    .padding(.horizontal, 8)
                    .background(Color.gray)
                    .padding(.top, sunk)
                    .padding(.bottom, -sunk)
            }
        }
    }
}

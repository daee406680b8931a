// MUST FAIL: the border comes before the frame, so it outlines the padded name instead of the 240-by-80 sign.
import SwiftUI

struct ShopSign: View {
    var name: String

    var body: some View {
        Text(name)
            .padding(.horizontal, 16)
            .border(Color.gray)
            .frame(width: 240, height: 80)
    }
}

// MUST FAIL: every modifier is in its place, but the padding is 12 points instead of 16, so the yellow card is 72 by 40 points and the whole sticker 88 by 40 instead of 96 by 48.
import SwiftUI

struct PriceSticker: View {
    let price: String

    var body: some View {
        Text(price)
            .foregroundStyle(.black)
            .frame(width: 48, alignment: .trailing)
            .padding(12)
            .background(Color.yellow)
            .border(Color.orange)
            .padding(.horizontal, 8)
    }
}

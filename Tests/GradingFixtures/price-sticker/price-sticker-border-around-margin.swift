// MUST FAIL: the border comes after the side margin, so the orange outline is 96 points wide and leaves an 8-point clear strip between it and each side of the yellow card.
import SwiftUI

struct PriceSticker: View {
    let price: String

    var body: some View {
        Text(price)
            .foregroundStyle(.black)
            .frame(width: 48, alignment: .trailing)
            .padding(16)
            .background(Color.yellow)
            .padding(.horizontal, 8)
            .border(Color.orange)
    }
}

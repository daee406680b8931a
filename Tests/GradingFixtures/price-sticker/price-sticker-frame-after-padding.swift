// MUST FAIL: the 48-point frame comes after .padding(16), so it wraps the padded text instead of the text alone: the price is offered 16 points and wraps one character pair per line, the card is 48 points wide and the whole sticker 64 by 64 or taller.
import SwiftUI

struct PriceSticker: View {
    let price: String

    var body: some View {
        Text(price)
            .foregroundStyle(.black)
            .padding(16)
            .frame(width: 48, alignment: .trailing)
            .background(Color.yellow)
            .border(Color.orange)
            .padding(.horizontal, 8)
    }
}

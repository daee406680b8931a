// MUST FAIL: the background comes before .padding(16), so only the 48-point field behind the price is yellow and the 16 points of space around it stay clear inside the orange outline.
import SwiftUI

struct PriceSticker: View {
    let price: String

    var body: some View {
        Text(price)
            .foregroundStyle(.black)
            .frame(width: 48, alignment: .trailing)
            .background(Color.yellow)
            .padding(16)
            .border(Color.orange)
            .padding(.horizontal, 8)
    }
}

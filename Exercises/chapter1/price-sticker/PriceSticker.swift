import SwiftUI

// Exercise: a price sticker (chapter 1).
//
// Every modifier the sticker needs is already here, with the right values, but in the wrong
// order. Put them in the order that draws the sticker described in the instructions
// (`learn exercises price-sticker`): don't add, remove or change any modifier, just move them.
//
// Check your work with `learn check price-sticker`; it draws each scenario with your code and
// with the reference solution, side by side. `learn hint price-sticker` gives one hint at a time.
//
// Keep this file to declarations (no top-level statements): the checker adds the code that
// builds each scenario.

struct PriceSticker: View {
    let price: String

    var body: some View {
        Text(price)
            .foregroundStyle(.black)
            .padding(16)
            .border(Color.orange)
            .padding(.horizontal, 8)
            .background(Color.yellow)
            .frame(width: 48, alignment: .trailing)
    }
}

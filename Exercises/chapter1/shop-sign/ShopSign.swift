import SwiftUI

// Exercise: a shop sign (chapter 1, after step 8).
//
// Every sign on the high street is the same size, 240 by 80 points, with the shop's name in the
// middle and a grey outline. This sign pads the name until it is the right size, which works for
// one name only: any other name makes the sign another size. Make every sign 240 by 80
// (`learn exercises shop-sign`).
//
// Keep `ShopSign(name:)`: the checker builds the sign with it. Check your work with
// `learn check shop-sign` (or `:check` in the REPL); `learn hint shop-sign` gives one hint at a
// time. Keep this file to declarations (no top-level statements).

struct ShopSign: View {
    var name: String

    var body: some View {
        Text(name)
            .padding(.horizontal, 64)
            .padding(.vertical, 32)
            .border(Color.gray)
    }
}

import SwiftUI

// Reference solution for the shop-sign exercise (chapter 1, after step 8).
//
// The frame reports 240×80 whatever its child chooses, and centres the child. It proposes 240×80
// to the padding, which proposes 208×80 to the text: a long name wraps within 208 points. The
// border, last, is proposed the frame's size and outlines it.

struct ShopSign: View {
    var name: String

    var body: some View {
        Text(name)
            .padding(.horizontal, 16)
            .frame(width: 240, height: 80)
            .border(Color.gray)
    }
}

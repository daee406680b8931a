// MUST PASS: pads each side separately, gives the frame an explicit centre alignment, and outlines it with an overlay of a Rectangle's strokeBorder (a border is drawn inside the edge: stroke would draw half a point outside); it draws the same 240-by-80 sign.
import SwiftUI

struct ShopSign: View {
    let name: String

    var body: some View {
        Text(name)
            .padding(.leading, 16)
            .padding(.trailing, 16)
            .frame(width: 240, height: 80, alignment: .center)
            .overlay(Rectangle().strokeBorder(Color.gray, lineWidth: 1))
    }
}

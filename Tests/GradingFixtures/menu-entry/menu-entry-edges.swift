// MUST PASS: pads the leading and trailing edges separately and gives the frame a height of 16 and an explicit centre alignment; a different type, but the same 160-point entry with the text offered 128 points.
import SwiftUI

struct MenuEntry: View {
    let title: String

    var body: some View {
        Text(title)
            .padding(.leading, 16)
            .padding(.trailing, 16)
            .frame(width: 160, alignment: .center)
    }
}

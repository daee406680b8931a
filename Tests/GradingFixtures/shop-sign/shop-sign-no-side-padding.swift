// MUST FAIL (a long name wraps inside the sign): leaves out the 16 points at the sides, so the text is offered the frame's full 240 points and a long name wraps in another place.
import SwiftUI

struct ShopSign: View {
    var name: String

    var body: some View {
        Text(name)
            .frame(width: 240, height: 80)
            .border(Color.gray)
    }
}

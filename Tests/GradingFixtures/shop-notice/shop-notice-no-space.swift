// MUST FAIL: one text, but the space after the interpolation is missing, so the first word reads "Closedon".
import SwiftUI

struct ShopNotice: View {
    var body: some View {
        Text("\(Text("Closed").bold())on Monday for a tasting; open again on Tuesday at nine")
    }
}

// MUST FAIL: the starter: no alignment, so the frame centres the label in the box.
import SwiftUI

struct FormField: View {
    var label: String

    var body: some View {
        Text(label)
            .padding(.horizontal, 8)
            .frame(width: 200, height: 48)
            .border(Color.gray)
    }
}

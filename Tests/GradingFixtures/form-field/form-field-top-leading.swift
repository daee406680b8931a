// MUST FAIL: aligns the frame .topLeading, so the label is at the start of the box but at its top instead of halfway down.
import SwiftUI

struct FormField: View {
    var label: String

    var body: some View {
        Text(label)
            .padding(.horizontal, 8)
            .frame(width: 200, height: 48, alignment: .topLeading)
            .border(Color.gray)
    }
}

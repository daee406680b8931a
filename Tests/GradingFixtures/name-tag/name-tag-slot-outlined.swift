// MUST FAIL: the starter's order: the border comes after the frame, so it outlines the 240-by-80 slot instead of hugging the padded name.
import SwiftUI

struct NameTag: View {
    var name: String

    var body: some View {
        Text(name)
            .padding(16)
            .frame(width: 240, height: 80)
            .border(Color.blue)
    }
}

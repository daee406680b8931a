// MUST FAIL: the border comes before the padding, so it hugs the bare name and the 16 points of space lie outside the outline.
import SwiftUI

struct NameTag: View {
    var name: String

    var body: some View {
        Text(name)
            .border(Color.blue)
            .padding(16)
            .frame(width: 240, height: 80)
    }
}

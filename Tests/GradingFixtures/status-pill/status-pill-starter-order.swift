// MUST FAIL: the background before the padding, as in the starter: the green covers only the word, and the 16 points at each side stay clear.
import SwiftUI

struct StatusPill: View {
    var status: String

    var body: some View {
        Text(status)
            .foregroundStyle(.white)
            .background(Color.green)
            .padding(.horizontal, 16)
    }
}

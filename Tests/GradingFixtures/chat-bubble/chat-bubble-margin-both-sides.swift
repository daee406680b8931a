// MUST FAIL (every scenario but "pushed to the trailing edge, the margin stays clear"): the margin is on both horizontal edges, so the bubble starts 48 points in from the leading edge and a long message wraps 48 points earlier than it should.
import SwiftUI

struct Bubble: View {
    let text: String

    var body: some View {
        Text(text)
            .padding(16)
            .background(Color.gray)
            .padding(.horizontal, 48)
    }
}

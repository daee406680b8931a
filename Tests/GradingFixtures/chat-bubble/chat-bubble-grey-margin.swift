// MUST FAIL (every scenario): the starter, with the margin before the background, so the grey covers the margin too and reaches 48 points further on the trailing side.
import SwiftUI

struct Bubble: View {
    let text: String

    var body: some View {
        Text(text)
            .padding(16)
            .padding(.trailing, 48)
            .background(Color.gray)
    }
}

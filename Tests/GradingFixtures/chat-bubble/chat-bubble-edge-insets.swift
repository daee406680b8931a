// MUST PASS: the same two paddings written with EdgeInsets and with the horizontal and vertical insets apart; the background still sits between the inner inset and the trailing margin, so it draws what the reference draws.
import SwiftUI

struct Bubble: View {
    let text: String

    var body: some View {
        Text(text)
            .padding(.horizontal, 16)
            .padding(.vertical, 16)
            .background(Color.gray)
            .padding(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 48))
    }
}

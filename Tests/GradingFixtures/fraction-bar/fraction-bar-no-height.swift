// MUST FAIL: the reader has no height of its own, so it takes all the height it is offered and the track is as tall as the window.
import SwiftUI

struct FractionBar: View {
    var fraction: Double

    var body: some View {
        GeometryReader { proxy in
            Color.blue
                .frame(width: proxy.size.width * min(max(fraction, 0), 1), height: 16)
        }
        .border(Color.gray)
    }
}

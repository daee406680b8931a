// MUST FAIL ("a fraction over 1 fills the track"): the fraction is used as it is, so 1.5 draws a bar half as wide again as the track. (A negative width happens to draw nothing, like the reference.)
import SwiftUI

struct FractionBar: View {
    var fraction: Double

    var body: some View {
        GeometryReader { proxy in
            Color.blue
                .frame(width: proxy.size.width * fraction)
        }
        .frame(height: 16)
        .border(Color.gray)
    }
}

// MUST PASS: the reader is in the background instead of an overlay, and it draws the yellow itself behind the readout; a background is proposed the padded title's size just as an overlay is, so it draws the same box and text.
import SwiftUI

struct MeasuredBox: View {
    var title: String

    var body: some View {
        Text(title)
            .padding(16)
            .background {
                GeometryReader { proxy in
                    ZStack(alignment: .topLeading) {
                        Color.yellow
                        Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
                    }
                }
            }
    }
}

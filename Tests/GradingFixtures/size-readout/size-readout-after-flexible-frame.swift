// MUST FAIL: the box is given .frame(maxWidth: .infinity) before the overlay, so the reader measures the flexible frame, as wide as the window, instead of the yellow box, and the box itself stretches.
import SwiftUI

struct MeasuredBox: View {
    var title: String

    var body: some View {
        Text(title)
            .padding(16)
            .background(Color.yellow)
            .frame(maxWidth: .infinity, alignment: .leading)
            .overlay(GeometryReader { proxy in
                Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
            })
    }
}

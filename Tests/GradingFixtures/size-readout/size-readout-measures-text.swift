// MUST FAIL: the reader is attached before the padding, so it measures the bare title (80×16 for "Measure me") and sits 16 points in from the box's corner.
import SwiftUI

struct MeasuredBox: View {
    var title: String

    var body: some View {
        Text(title)
            .overlay(GeometryReader { proxy in
                Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
            })
            .padding(16)
            .background(Color.yellow)
    }
}

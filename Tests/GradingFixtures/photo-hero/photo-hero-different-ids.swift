// MUST FAIL: the two views have different ids ("large" and "small"), so nothing matches them and each fades in its own place.
import SwiftUI

struct Album: View {
    @State private var open = false
    @Namespace private var album

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Photo") {
                withAnimation(.linear(duration: 1)) { open.toggle() }
            }
            if open {
                Color.orange
                    .matchedGeometryEffect(id: "large", in: album)
                    .frame(width: 96, height: 48)
            } else {
                HStack(spacing: 8) {
                    Text("Trip")
                    Color.orange
                        .matchedGeometryEffect(id: "small", in: album)
                        .frame(width: 16, height: 16)
                }
            }
        }
        .frame(width: 128, height: 80, alignment: .topLeading)
    }
}

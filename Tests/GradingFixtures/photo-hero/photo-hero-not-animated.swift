// MUST FAIL: the effect is right but the change is not animated, so the photo simply replaces the thumbnail: matched geometry only moves a view inside an animated change.
import SwiftUI

struct Album: View {
    @State private var open = false
    @Namespace private var album

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Photo") {
                open.toggle()
            }
            if open {
                Color.orange
                    .matchedGeometryEffect(id: "photo", in: album)
                    .frame(width: 96, height: 48)
            } else {
                HStack(spacing: 8) {
                    Text("Trip")
                    Color.orange
                        .matchedGeometryEffect(id: "photo", in: album)
                        .frame(width: 16, height: 16)
                }
            }
        }
        .frame(width: 128, height: 80, alignment: .topLeading)
    }
}

// MUST PASS: rectangles filled orange instead of colours, and the id an Int shared through a constant; the same two views with one id in one namespace.
import SwiftUI

struct Album: View {
    @Namespace private var photos
    @State private var open = false
    private let photoID = 1

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Photo") {
                withAnimation(.linear(duration: 1)) {
                    open = !open
                }
            }
            if !open {
                HStack(spacing: 8) {
                    Text("Trip")
                    Rectangle()
                        .fill(Color.orange)
                        .matchedGeometryEffect(id: photoID, in: photos)
                        .frame(width: 16, height: 16)
                }
            } else {
                Rectangle()
                    .fill(Color.orange)
                    .matchedGeometryEffect(id: photoID, in: photos)
                    .frame(width: 96, height: 48)
            }
        }
        .frame(width: 128, height: 80, alignment: .topLeading)
    }
}

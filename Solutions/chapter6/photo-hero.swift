import SwiftUI

// Reference solution for the photo-hero exercise (chapter 6, after step 5).
//
// The thumbnail and the large photo are two different views with the same id in one
// namespace. When one is removed and the other inserted in the same animated change, the
// inserted view starts in the frame of the removed one and travels to its own, so the
// thumbnail seems to grow into the photo, and the photo to shrink back into it. The effect
// comes before the frame, so that it is the flexible colour that takes the matched size.

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

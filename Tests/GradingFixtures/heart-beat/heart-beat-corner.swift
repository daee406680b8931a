// MUST FAIL: the scale is right but about the origin, the top-leading corner: the heart grows down and to the trailing side instead of evenly around its centre.
import SwiftUI

struct Beat: GeometryEffect {
    var beats: Double

    var animatableData: Double {
        get { beats }
        set { beats = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let scale = 1 + 0.5 * abs(sin(beats * .pi))
        return ProjectionTransform(CGAffineTransform(scaleX: scale, y: scale))
    }
}

struct Heart: View {
    @State private var likes = 0

    var body: some View {
        VStack(spacing: 16) {
            Button("Like") {
                withAnimation(.linear(duration: 1)) { likes += 1 }
            }
            Color.red
                .frame(width: 32, height: 32)
                .modifier(Beat(beats: Double(likes)))
            Text("12 likes")
        }
        .frame(width: 96, height: 112)
    }
}

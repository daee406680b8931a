// MUST FAIL: no absolute value: between one and two beats the sine is negative, so the heart shrinks instead of growing.
import SwiftUI

struct Beat: GeometryEffect {
    var beats: Double

    var animatableData: Double {
        get { beats }
        set { beats = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let scale = 1 + 0.5 * sin(beats * .pi)
        let transform = CGAffineTransform(translationX: size.width * (1 - scale) / 2,
                                          y: size.height * (1 - scale) / 2)
            .scaledBy(x: scale, y: scale)
        return ProjectionTransform(transform)
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

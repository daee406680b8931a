// MUST PASS: the transform moves the centre to the origin, scales, and moves it back, written as three steps from the centre; the scale uses the square root of the squared sine, which is its absolute value.
import SwiftUI

struct Beat: GeometryEffect {
    var beats: Double

    var animatableData: Double {
        get { beats }
        set { beats = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let scale = 1 + sqrt(pow(sin(Double.pi * beats), 2)) / 2
        let centre = CGPoint(x: size.width / 2, y: size.height / 2)
        let transform = CGAffineTransform(translationX: centre.x, y: centre.y)
            .scaledBy(x: scale, y: scale)
            .translatedBy(x: -centre.x, y: -centre.y)
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

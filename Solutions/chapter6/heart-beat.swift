import SwiftUI

// Reference solution for the heart-beat exercise (chapter 6, after step 7).
//
// A scale transform grows a view away from its origin, the top-leading corner. To grow it
// about its centre, move the centre to the origin, scale, and move it back: with
// CGAffineTransform that is a translation by size × (1 − scale) / 2 followed by the scale.
// effectValue(size:) gets the view's size for exactly this. The absolute value of the sine
// makes every beat grow the view; a GeometryEffect changes only what is drawn, so the text
// below stays where it is.

struct Beat: GeometryEffect {
    var beats: Double

    var animatableData: Double {
        get { beats }
        set { beats = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let scale = 1 + 0.5 * abs(sin(beats * .pi))
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

import SwiftUI

// Exercise: a heart that beats (chapter 6, after step 7, GeometryEffect).
//
// Each like makes the heart beat once: it grows to one and a half times its size and back,
// about its centre, while the views around it stay put. `Beat` already animates `beats`;
// write its transform as the instructions (`learn exercises heart-beat`) describe. `Heart`
// is already right.
//
// Check your work with `learn check heart-beat`; `learn hint heart-beat` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct Beat: GeometryEffect {
    var beats: Double

    var animatableData: Double {
        get { beats }
        set { beats = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        // For now the heart never changes.
        ProjectionTransform(CGAffineTransform.identity)
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

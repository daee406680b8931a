import SwiftUI

// Reference solution for the play-button exercise (chapter 4, step 3).
//
// A shape is offered a size and takes it (step 3); `path(in:)` then receives that rectangle.
// Every point is written from the rectangle's edges and middle, so the triangle touches the
// leading-side corners and the middle of the opposite edge whatever size it was given.

struct PlayTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

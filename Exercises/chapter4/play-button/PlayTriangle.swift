import SwiftUI

// Exercise: a play button's triangle (chapter 4, after step 3, shapes and colours).
//
// The triangle was drawn for one 64-by-64 button and written with fixed numbers, so it does not
// follow the rectangle it is given. Fix it as the instructions (`learn exercises play-button`)
// describe.
//
// Check your work with `learn check play-button`; `learn hint play-button` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

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

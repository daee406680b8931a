import Foundation

extension Path {
    /// A path that is `rect` with rounded corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A path that is `rect` with rounded corners of radius `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Adds `rect` with rounded corners as a closed subpath, clockwise on screen from the end of the
    /// top-left corner. Corners are at most half the rectangle's width and height, as in SwiftUI.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let rect = rect.standardized
        let rx = min(max(cornerSize.width, 0), rect.width / 2)
        let ry = min(max(cornerSize.height, 0), rect.height / 2)
        guard rx > 0, ry > 0 else {
            addRect(rect, transform: transform)
            return
        }
        /// Adds the quarter ellipse around the corner centred at (`x`, `y`), starting at `angle`.
        func corner(x: CGFloat, y: CGFloat, from angle: CGFloat) {
            let unitCircleToCorner = CGAffineTransform(scaleX: rx, y: ry)
                .concatenating(CGAffineTransform(translationX: x, y: y))
                .concatenating(transform)
            addUnitArc(startAngle: angle, sweep: .pi / 2, transform: unitCircleToCorner)
        }
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY).applying(transform))
        corner(x: rect.maxX - rx, y: rect.minY + ry, from: -.pi / 2)
        corner(x: rect.maxX - rx, y: rect.maxY - ry, from: 0)
        corner(x: rect.minX + rx, y: rect.maxY - ry, from: .pi / 2)
        corner(x: rect.minX + rx, y: rect.minY + ry, from: .pi)
        closeSubpath()
    }
}

import Foundation

extension Path {
    /// A path that is the ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath. Like SwiftUI's, it starts at the
    /// rightmost point and runs clockwise on screen, so `Circle().trim(from: 0, to: 0.25)` is the
    /// quarter from three o'clock to six o'clock.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        let unitCircleToEllipse = CGAffineTransform(scaleX: rect.width / 2, y: rect.height / 2)
            .concatenating(CGAffineTransform(translationX: rect.midX, y: rect.midY))
            .concatenating(transform)
        addUnitArc(startAngle: 0, sweep: 2 * .pi, transform: unitCircleToEllipse)
        closeSubpath()
    }

    /// Adds an arc of a circle, from `startAngle` to `endAngle`, joined by a line to the current
    /// point if there is one.
    ///
    /// Angles are measured from the positive x axis towards the positive y axis, which points
    /// down on screen. As in SwiftUI, whose coordinates are flipped relative to CoreGraphics',
    /// `clockwise: false` runs towards increasing angles, which is *clockwise on screen*, and
    /// `clockwise: true` runs counterclockwise on screen.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let fullTurn = 2 * CGFloat.pi
        let raw = CGFloat(endAngle.radians - startAngle.radians)
        var sweep: CGFloat
        if clockwise {
            sweep = raw <= -fullTurn ? -fullTurn : raw.truncatingRemainder(dividingBy: fullTurn)
            if sweep > 0 { sweep -= fullTurn }
        } else {
            sweep = raw >= fullTurn ? fullTurn : raw.truncatingRemainder(dividingBy: fullTurn)
            if sweep < 0 { sweep += fullTurn }
        }
        addCircularArc(center: center, radius: radius, startAngle: CGFloat(startAngle.radians), sweep: sweep, transform: transform)
    }

    /// Adds an arc of a circle that starts at `startAngle` and turns by `delta` (positive deltas
    /// run clockwise on screen), joined by a line to the current point if there is one.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
        transform: CGAffineTransform = .identity
    ) {
        addCircularArc(center: center, radius: radius, startAngle: CGFloat(startAngle.radians), sweep: CGFloat(delta.radians), transform: transform)
    }

    private mutating func addCircularArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        let unitCircleToArc = CGAffineTransform(scaleX: radius, y: radius)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            .concatenating(transform)
        addUnitArc(startAngle: startAngle, sweep: sweep, transform: unitCircleToArc)
    }

    /// Adds an arc of the unit circle mapped through `transform`: a line to its start (or a move,
    /// when the path has no current point), then one cubic Bézier per quarter turn or less.
    mutating func addUnitArc(startAngle: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        func point(_ angle: CGFloat) -> CGPoint { CGPoint(x: cos(angle), y: sin(angle)) }
        let start = point(startAngle).applying(transform)
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }

        let segments = max(Int((abs(sweep) / (.pi / 2)).rounded(.up)), 1)
        let step = sweep / CGFloat(segments)
        // The standard cubic approximation of a circular arc: tangent handles of this length
        // put the curve's midpoint on the circle.
        let handle = 4 / 3 * tan(step / 4)
        for index in 0..<segments {
            let a0 = startAngle + CGFloat(index) * step, a1 = a0 + step
            let p0 = point(a0), p1 = point(a1)
            let c1 = CGPoint(x: p0.x - handle * p0.y, y: p0.y + handle * p0.x)
            let c2 = CGPoint(x: p1.x + handle * p1.y, y: p1.y - handle * p1.x)
            addCurve(to: p1.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
        }
    }
}

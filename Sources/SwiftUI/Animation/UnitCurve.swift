import Foundation

/// A function defined by a two-dimensional curve that maps an input progress in the range [0, 1]
/// to an output progress, also in [0, 1]: the shape of an animation's pace.
///
/// The horizontal (x) axis is the input progress; evaluating a curve returns the y component of
/// the point of the curve at that x.
public struct UnitCurve: Hashable, Sendable {
    let function: any UnitCurveFunction

    init(_ function: any UnitCurveFunction) {
        self.function = function
    }

    /// Creates a curve from the control points of a cubic Bézier from (0, 0) to (1, 1).
    ///
    /// The tangent from the start point to `startControlPoint` is the initial velocity, the one from
    /// `endControlPoint` to the end point the final velocity. As in SwiftUI, the x components of
    /// the control points are clamped to [0, 1] so the curve stays a function of x.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(BezierCurve(
            startX: Double(startControlPoint.x), startY: Double(startControlPoint.y),
            endX: Double(endControlPoint.x), endY: Double(endControlPoint.y)))
    }

    /// The output progress (y) at an input progress (x), which is clamped to [0, 1].
    public func value(at progress: Double) -> Double {
        function.value(at: Self.clamped(progress))
    }

    /// The rate of change (the first derivative) of the output at an input progress, which is
    /// clamped to [0, 1].
    public func velocity(at progress: Double) -> Double {
        function.velocity(at: Self.clamped(progress))
    }

    /// This curve with its x and y components swapped: given an output progress it finds the input
    /// progress that produces it.
    public var inverse: UnitCurve { function.inverse }

    /// A straight line from (0, 0) to (1, 1): the output equals the input, the velocity is 1.
    public static let linear = UnitCurve(LinearCurve())

    // Control points as SwiftUI documents them for `UnitCurve.easeIn`, `.easeOut` and `.easeInOut`;
    // they are also CSS's `ease-in`, `ease-out` and `ease-in-out`.

    /// A Bézier curve that starts out slowly, then speeds up as it finishes: control points
    /// (0.42, 0) and (1, 1).
    public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// A Bézier curve that starts out quickly, then slows down as it approaches the end: control
    /// points (0, 0) and (0.58, 1).
    public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// A Bézier curve that starts out slowly, speeds up over the middle, then slows down again:
    /// control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// The same curve as `easeInOut`.
    public static let easeInEaseOut = easeInOut
    /// A curve that starts out slowly, then speeds up as it finishes: the fourth (bottom right)
    /// quadrant of a unit circle.
    public static let circularEaseIn = UnitCurve(CircularEaseIn())
    /// A curve that starts out quickly, then slows down: the second (top left) quadrant of a unit
    /// circle.
    public static let circularEaseOut = UnitCurve(CircularEaseOut())
    /// A curve that starts out slowly, speeds up over the middle, then slows down again: the first
    /// half is `circularEaseIn`, the second `circularEaseOut`, each at half scale.
    public static let circularEaseInOut = UnitCurve(CircularEaseInOut())

    /// Two curves are equal when they are the same kind of curve with the same points.
    public static func == (lhs: UnitCurve, rhs: UnitCurve) -> Bool {
        lhs.function.isEqual(to: rhs.function)
    }

    /// Hashes the kind of curve and its points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: function)))
        function.hash(into: &hasher)
    }

    /// Progress outside [0, 1] is clamped; progress that is not a number is taken as the start.
    private static func clamped(_ progress: Double) -> Double {
        guard !progress.isNaN else { return 0 }
        return min(max(progress, 0), 1)
    }
}

extension UnitCurve: CustomStringConvertible {
    /// The kind of curve and its points, described.
    public var description: String { String(describing: function) }
}

/// One shape of `UnitCurve`. Its methods receive progress already clamped to [0, 1].
protocol UnitCurveFunction: Hashable, Sendable {
    func value(at progress: Double) -> Double
    func velocity(at progress: Double) -> Double
    var inverse: UnitCurve { get }
}

extension UnitCurveFunction {
    func isEqual(to other: any UnitCurveFunction) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

struct LinearCurve: UnitCurveFunction {
    func value(at progress: Double) -> Double { progress }
    func velocity(at progress: Double) -> Double { 1 }
    var inverse: UnitCurve { .linear }
}

/// A cubic Bézier from (0, 0) to (1, 1), evaluated by solving x(t) = progress for the curve's
/// parameter t and returning y(t), as WebKit's `UnitBezier` (which CSS timing functions use) does:
/// a few Newton steps, then bisection when Newton does not converge.
struct BezierCurve: UnitCurveFunction {
    let startX: Double, startY: Double, endX: Double, endY: Double

    init(startX: Double, startY: Double, endX: Double, endY: Double) {
        // x is clamped so that x(t) increases with t and every x has exactly one point.
        self.startX = min(max(startX.isNaN ? 0 : startX, 0), 1)
        self.endX = min(max(endX.isNaN ? 1 : endX, 0), 1)
        self.startY = startY.isFinite ? startY : 0
        self.endY = endY.isFinite ? endY : 1
    }

    /// The polynomial a·t³ + b·t² + c·t of one coordinate, from its two control values.
    private struct Polynomial {
        let a: Double, b: Double, c: Double
        init(_ p1: Double, _ p2: Double) {
            // B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³, expanded in powers of t.
            c = 3 * p1
            b = 3 * (p2 - p1) - c
            a = 1 - c - b
        }
        func value(_ t: Double) -> Double { ((a * t + b) * t + c) * t }
        func derivative(_ t: Double) -> Double { (3 * a * t + 2 * b) * t + c }
        func secondDerivative(_ t: Double) -> Double { 6 * a * t + 2 * b }
    }

    private var x: Polynomial { Polynomial(startX, endX) }
    private var y: Polynomial { Polynomial(startY, endY) }

    /// The parameter t at which the curve's x equals `progress`.
    private func parameter(for progress: Double) -> Double {
        let x = self.x
        let tolerance = 1e-12
        var t = progress
        for _ in 0..<8 {
            let error = x.value(t) - progress
            if abs(error) < tolerance { return t }
            let slope = x.derivative(t)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
        }
        // x(t) increases from 0 to 1, so bisection always finds the point.
        var low = 0.0, high = 1.0
        t = progress
        for _ in 0..<64 {
            let value = x.value(t)
            if abs(value - progress) < tolerance { return t }
            if value < progress { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    func value(at progress: Double) -> Double {
        // The end points are exact, whatever the control points.
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        return y.value(parameter(for: progress))
    }

    func velocity(at progress: Double) -> Double {
        let t = parameter(for: progress)
        let dx = x.derivative(t), dy = y.derivative(t)
        if abs(dx) > 1e-12 { return dy / dx }
        // dy/dx at a point where x stops moving: where y stops too (a control point on its end
        // point, as in easeOut at 0), the limit is the ratio of the second derivatives.
        if abs(dy) <= 1e-12 {
            let ddx = x.secondDerivative(t), ddy = y.secondDerivative(t)
            return abs(ddx) > 1e-12 ? ddy / ddx : 1
        }
        return dy > 0 ? .infinity : -.infinity
    }

    var inverse: UnitCurve {
        // Swapping x and y of a Bézier's control points mirrors the curve across y = x.
        .bezier(startControlPoint: UnitPoint(x: startY, y: startX), endControlPoint: UnitPoint(x: endY, y: endX))
    }
}

/// y = 1 − √(1 − x²): the bottom-right quadrant of the circle of radius 1 around (0, 1).
struct CircularEaseIn: UnitCurveFunction {
    func value(at progress: Double) -> Double { 1 - (1 - progress * progress).squareRoot() }
    func velocity(at progress: Double) -> Double { progress / (1 - progress * progress).squareRoot() }
    // The mirror of this quadrant across y = x is the top-left quadrant.
    var inverse: UnitCurve { .circularEaseOut }
}

/// y = √(1 − (1 − x)²): the top-left quadrant of the circle of radius 1 around (1, 0).
struct CircularEaseOut: UnitCurveFunction {
    func value(at progress: Double) -> Double { (1 - (1 - progress) * (1 - progress)).squareRoot() }
    func velocity(at progress: Double) -> Double { (1 - progress) / (1 - (1 - progress) * (1 - progress)).squareRoot() }
    var inverse: UnitCurve { .circularEaseIn }
}

/// `circularEaseIn` on [0, ½] and `circularEaseOut` on [½, 1], each scaled by ½.
struct CircularEaseInOut: UnitCurveFunction {
    func value(at progress: Double) -> Double {
        if progress < 0.5 {
            return 0.5 * (1 - (1 - 4 * progress * progress).squareRoot())
        }
        let u = 2 * progress - 2
        return 0.5 * ((1 - u * u).squareRoot() + 1)
    }

    func velocity(at progress: Double) -> Double {
        if progress < 0.5 {
            return 2 * progress / (1 - 4 * progress * progress).squareRoot()
        }
        let u = 2 * progress - 2
        return -u / (1 - u * u).squareRoot()
    }

    var inverse: UnitCurve { UnitCurve(CircularEaseOutIn()) }
}

/// The inverse of `CircularEaseInOut`: each half mirrored across y = x, which gives
/// `circularEaseOut` on [0, ½] and `circularEaseIn` on [½, 1], each scaled by ½.
struct CircularEaseOutIn: UnitCurveFunction {
    func value(at progress: Double) -> Double {
        if progress < 0.5 {
            let u = 1 - 2 * progress
            return 0.5 * (1 - u * u).squareRoot()
        }
        let u = 2 * progress - 1
        return 1 - 0.5 * (1 - u * u).squareRoot()
    }

    func velocity(at progress: Double) -> Double {
        let u = progress < 0.5 ? 1 - 2 * progress : 2 * progress - 1
        return u / (1 - u * u).squareRoot()
    }

    var inverse: UnitCurve { .circularEaseInOut }
}

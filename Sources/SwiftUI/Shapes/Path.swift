import Foundation

/// The outline of a 2D shape: lines and curves in subpaths.
///
/// As a view, a path takes the proposed size (10×10 for an unspecified dimension) and draws
/// its elements where they are, whatever that size.
public struct Path: Equatable {
    /// An element of a path, as `forEach(_:)` hands them over.
    public enum Element: Equatable {
        /// Starts a new subpath at the point.
        case move(to: CGPoint)
        /// A straight line from the current point to the point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point to `to`, bent toward `control`.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point to `to`, bent toward `control1` then `control2`.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to where the current subpath started, closing it.
        case closeSubpath
    }

    /// The path's elements, in order (SwiftUI has no such property: learner code reads them
    /// with `forEach(_:)`).
    package private(set) var elements: [Element] = []
    /// The point where the next element starts, or `nil` before the first `move`.
    public private(set) var currentPoint: CGPoint?
    /// Where the current subpath started: `closeSubpath` returns there.
    private var subpathStart: CGPoint?

    /// An empty path, with no current point.
    public init() {}

    /// Calls `body` with each element of the path, in order: how code reads a path's points
    /// (its first point, the segments a dot should follow).
    public func forEach(_ body: (Path.Element) -> Void) {
        elements.forEach(body)
    }

    /// A path made of one closed rectangle subpath (see `addRect(_:transform:)`).
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A path built by `build`, which adds to an empty path: `Path { path in path.move(to: …) }`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// Whether the path has no elements at all (a lone `move(to:)` makes it non-empty).
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends `element`, keeping `currentPoint` up to date so that adding stays constant-time.
    private mutating func append(_ element: Element) {
        elements.append(element)
        switch element {
        case .move(let point):
            currentPoint = point
            subpathStart = point
        case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
            currentPoint = point
        case .closeSubpath:
            currentPoint = subpathStart
        }
    }

    /// Starts a new subpath at `point`, which becomes the current point.
    public mutating func move(to point: CGPoint) {
        append(.move(to: point))
    }

    /// Adds a straight line from the current point; without one, the line's end starts a subpath.
    public mutating func addLine(to point: CGPoint) {
        append(currentPoint == nil ? .move(to: point) : .line(to: point))
    }

    /// Adds a quadratic Bézier curve from the current point to `point`, bent toward `control`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve from the current point to `point`, bent toward `control1` then `control2`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a straight line back to its start, which becomes the current point.
    public mutating func closeSubpath() {
        append(.closeSubpath)
    }

    /// Adds a closed subpath along the rectangle's edges, from its top-left corner clockwise on screen.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        move(to: CGPoint(x: rect.minX, y: rect.minY).applying(transform))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY).applying(transform))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY).applying(transform))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY).applying(transform))
        closeSubpath()
    }

    /// Adds a rectangle subpath for each of `rects`.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds an open subpath through `points`: a `move` to the first, then lines to the rest (nothing for no points).
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds every subpath of `path`, transformed.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).elements { append(element) }
    }

    /// The path with every point transformed.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var result = Path()
        result.elements.reserveCapacity(elements.count)
        for element in elements {
            switch element {
            case .move(let p): result.append(.move(to: p.applying(transform)))
            case .line(let p): result.append(.line(to: p.applying(transform)))
            case .quadCurve(let p, let c): result.append(.quadCurve(to: p.applying(transform), control: c.applying(transform)))
            case .curve(let p, let c1, let c2):
                result.append(.curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform)))
            case .closeSubpath: result.append(.closeSubpath)
            }
        }
        return result
    }

    /// The path moved by `dx` and `dy` points.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The smallest rectangle that contains every point the path draws through (control
    /// points of curves excluded), or `CGRect.null` for a path without segments.
    public var boundingRect: CGRect { flattened().bounds ?? .null }
}

/// How a path's interior is decided where subpaths overlap.
public struct FillStyle: Equatable, Sendable {
    /// Whether the interior follows the even-odd rule (a point is inside when a ray from it crosses
    /// the path an odd number of times) rather than the non-zero winding rule; `false` by default.
    public var isEOFilled: Bool
    /// Whether edges are smoothed; kept for SwiftUI's API, the terminal's fill ignores it.
    public var isAntialiased: Bool

    /// A fill style: `eoFill` picks the even-odd rule, `antialiased` is kept and ignored.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// The width and shape of a stroke: SwiftUI's `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`.
public struct StrokeStyle: Equatable, Sendable {
    /// The stroke's width in points, centred on the path; 1 by default.
    public var lineWidth: CGFloat
    /// Accepted: a stroke is drawn in braille dots (4×4 points each), too coarse to show a cap's shape.
    public var lineCap: CGLineCap
    /// Accepted: a stroke is drawn in braille dots, too coarse to show how lines join.
    public var lineJoin: CGLineJoin
    /// Accepted, with `lineJoin`.
    public var miterLimit: CGFloat
    /// Alternating lengths in points of dashes and gaps along the stroke (an odd count is repeated
    /// to make pairs); empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern, in points, the stroke starts.
    public var dashPhase: CGFloat

    /// A stroke style; every parameter has SwiftUI's default (a solid 1-point line).
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// How the ends of a stroked open path are drawn (Core Graphics' `CGLineCap`, which SwiftUI's
/// `StrokeStyle` takes).
public enum CGLineCap: Int32, Sendable {
    /// Cap styles: `butt` stops at the end point, `round` adds a half circle, `square` a half square.
    case butt, round, square
}

/// How the corners of a stroked path are drawn (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
    /// Join styles: `miter` a sharp corner, `round` a rounded one, `bevel` a cut-off one.
    case miter, round, bevel
}

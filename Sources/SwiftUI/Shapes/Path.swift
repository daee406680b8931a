import Foundation

/// The outline of a 2D shape: lines and curves in subpaths.
///
/// As a view, a path takes the proposed size (10×10 for an unspecified dimension) and draws
/// its elements where they are, whatever that size.
public struct Path: Equatable {
    /// An element of a path, as `forEach(_:)` hands them over.
    public enum Element: Equatable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The path's elements, in order (SwiftUI has no such property: learner code reads them
    /// with `forEach(_:)`).
    package private(set) var elements: [Element] = []
    /// The point where the next element starts, or `nil` before the first `move`.
    public private(set) var currentPoint: CGPoint?
    /// Where the current subpath started: `closeSubpath` returns there.
    private var subpathStart: CGPoint?

    public init() {}

    /// Calls `body` with each element of the path, in order: how code reads a path's points
    /// (its first point, the segments a dot should follow).
    public func forEach(_ body: (Path.Element) -> Void) {
        elements.forEach(body)
    }

    public init(_ rect: CGRect) {
        addRect(rect)
    }

    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

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

    public mutating func move(to point: CGPoint) {
        append(.move(to: point))
    }

    /// Adds a straight line from the current point; without one, the line's end starts a subpath.
    public mutating func addLine(to point: CGPoint) {
        append(currentPoint == nil ? .move(to: point) : .line(to: point))
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        append(.quadCurve(to: point, control: control))
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(.curve(to: point, control1: control1, control2: control2))
    }

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

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The smallest rectangle that contains every point the path draws through (control
    /// points of curves excluded), or `CGRect.null` for a path without segments.
    public var boundingRect: CGRect { flattened().bounds ?? .null }
}

/// How a path's interior is decided where subpaths overlap.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// The width and shape of a stroke: SwiftUI's `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)`.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    /// Accepted: a stroke is drawn in braille dots (4×4 points each), too coarse to show a cap's shape.
    public var lineCap: CGLineCap
    /// Accepted: a stroke is drawn in braille dots, too coarse to show how lines join.
    public var lineJoin: CGLineJoin
    /// Accepted, with `lineJoin`.
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

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
    case butt, round, square
}

/// How the corners of a stroked path are drawn (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

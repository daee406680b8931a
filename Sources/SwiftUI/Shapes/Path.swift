import Foundation

/// The outline of a 2D shape: lines and curves in subpaths.
///
/// As a view, a path takes the proposed size (10×10 for an unspecified dimension) and draws
/// its elements where they are, whatever that size.
public struct Path: Equatable {
    public enum Element: Equatable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(_ rect: CGRect) {
        addRect(rect)
    }

    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The point where the next element starts.
    public var currentPoint: CGPoint? {
        var current: CGPoint?
        var subpathStart: CGPoint?
        for element in elements {
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
                current = point
            case .closeSubpath:
                current = subpathStart
            }
        }
        return current
    }

    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
    }

    public mutating func addLine(to point: CGPoint) {
        if currentPoint == nil { move(to: point) } else { elements.append(.line(to: point)) }
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() {
        elements.append(.closeSubpath)
    }

    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        elements.append(.line(to: CGPoint(x: rect.maxX, y: rect.minY)))
        elements.append(.line(to: CGPoint(x: rect.maxX, y: rect.maxY)))
        elements.append(.line(to: CGPoint(x: rect.minX, y: rect.maxY)))
        closeSubpath()
    }

    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { elements.append(.line(to: point)) }
    }

    /// The path with every point transformed.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var result = Path()
        result.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: p.applying(transform))
            case .line(let p): .line(to: p.applying(transform))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2): .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        return result
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
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

/// The width and shape of a stroke.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

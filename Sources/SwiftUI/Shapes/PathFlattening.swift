import Foundation

/// A subpath as connected straight segments: the form in which paths are measured, trimmed,
/// tested for containment and drawn.
struct Polyline {
    var points: [CGPoint]
    /// Whether a segment joins the last point back to the first.
    var isClosed: Bool

    /// The segments, including the closing one of a closed polyline.
    var segmentCount: Int {
        guard points.count > 1 else { return 0 }
        return isClosed ? points.count : points.count - 1
    }

    func segment(_ index: Int) -> (start: CGPoint, end: CGPoint) {
        (points[index], points[index + 1 == points.count ? 0 : index + 1])
    }

    var length: CGFloat {
        var total: CGFloat = 0
        for index in 0..<segmentCount {
            let (start, end) = segment(index)
            total += chordLength(start, end)
        }
        return total
    }
}

/// A path whose curves are subdivided into chords.
struct FlattenedPath {
    /// The subpaths that have at least one segment.
    var polylines: [Polyline] = []

    /// The bounding box of every point, or `nil` when there is none.
    var bounds: CGRect? {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for polyline in polylines {
            for point in polyline.points {
                minX = min(minX, point.x); maxX = max(maxX, point.x)
                minY = min(minY, point.y); maxY = max(maxY, point.y)
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    var length: CGFloat { polylines.reduce(0) { $0 + $1.length } }
}

extension Path {
    /// Chords of curves are at most about 2 points long: on the canvas a braille dot is 4
    /// points wide, so the chords stay well inside a dot of the true curve.
    static let flatteningChordLength: CGFloat = 2
    /// Bounds the work for enormous curves, which are clipped to the canvas anyway.
    private static let maximumChordsPerCurve = 1024

    /// The path as polylines, curves subdivided into short chords. Lone `move` points, which draw
    /// nothing, are left out.
    func flattened() -> FlattenedPath {
        var result = FlattenedPath()
        var points: [CGPoint] = []
        var subpathStart: CGPoint?

        func finish(closed: Bool) {
            if points.count > 1 { result.polylines.append(Polyline(points: points, isClosed: closed)) }
            points = []
        }
        func start(_ point: CGPoint) {
            finish(closed: false)
            points.append(point)
            subpathStart = point
        }
        /// Begins a subpath at the current point when an element follows `closeSubpath`, as CoreGraphics does.
        func current(or fallback: CGPoint) -> CGPoint {
            if let last = points.last { return last }
            let origin = subpathStart ?? fallback
            start(origin)
            return origin
        }

        for element in elements {
            switch element {
            case .move(let point):
                start(point)
            case .line(let point):
                _ = current(or: point)
                points.append(point)
            case .quadCurve(let end, let control):
                let p0 = current(or: end)
                let count = Self.chordCount(controlPolygonLength: chordLength(p0, control) + chordLength(control, end))
                for step in 1...count {
                    let t = CGFloat(step) / CGFloat(count), u = 1 - t
                    points.append(CGPoint(
                        x: u * u * p0.x + 2 * u * t * control.x + t * t * end.x,
                        y: u * u * p0.y + 2 * u * t * control.y + t * t * end.y
                    ))
                }
            case .curve(let end, let c1, let c2):
                let p0 = current(or: end)
                let count = Self.chordCount(controlPolygonLength: chordLength(p0, c1) + chordLength(c1, c2) + chordLength(c2, end))
                for step in 1...count {
                    let t = CGFloat(step) / CGFloat(count), u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    points.append(CGPoint(
                        x: a * p0.x + b * c1.x + c * c2.x + d * end.x,
                        y: a * p0.y + b * c1.y + c * c2.y + d * end.y
                    ))
                }
            case .closeSubpath:
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    /// Enough chords that each is about `flatteningChordLength` long: a curve is never longer
    /// than its control polygon, so that length is a safe estimate.
    private static func chordCount(controlPolygonLength length: CGFloat) -> Int {
        guard length.isFinite else { return 1 }
        return min(max(Int((length / flatteningChordLength).rounded(.up)), 1), maximumChordsPerCurve)
    }
}

/// The straight-line distance between two points.
func chordLength(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    hypot(b.x - a.x, b.y - a.y)
}

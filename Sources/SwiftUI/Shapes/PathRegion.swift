import Foundation

/// The inside of a path, as a fill or a clip decides it: every subpath closed, then points
/// counted in by their winding number (non-zero) or its parity (even-odd).
///
/// A point on an edge is decided as for pixel centres: a region spans `minX ..< maxX` and
/// `minY ..< maxY` of a rectangle, so that adjacent shapes never both claim a point.
struct PathRegion {
    /// An edge that is not horizontal, with its ends ordered top to bottom.
    struct Edge {
        var topX: CGFloat
        var topY: CGFloat
        var bottomY: CGFloat
        /// How far x moves per point of y.
        var slope: CGFloat
        /// +1 for an edge that runs downwards in the path, -1 for one that runs upwards.
        var winding: Int

        func x(atY y: CGFloat) -> CGFloat { topX + (y - topY) * slope }
    }

    /// Where a horizontal line crosses an edge.
    struct Crossing {
        var x: CGFloat
        var winding: Int
    }

    private(set) var edges: [Edge] = []
    let isEvenOdd: Bool
    /// The bounding box of the edges; `nil` for an empty region.
    let bounds: CGRect?

    init(_ path: FlattenedPath, eoFill: Bool) {
        isEvenOdd = eoFill
        bounds = path.bounds
        for polyline in path.polylines where polyline.points.count > 2 {
            let points = polyline.points
            for index in points.indices {
                let start = points[index], end = points[index + 1 == points.count ? 0 : index + 1]
                guard start.y != end.y else { continue }
                let (top, bottom, winding) = start.y < end.y ? (start, end, 1) : (end, start, -1)
                edges.append(Edge(
                    topX: top.x, topY: top.y, bottomY: bottom.y,
                    slope: (bottom.x - top.x) / (bottom.y - top.y), winding: winding
                ))
            }
        }
    }

    private func isInside(winding: Int) -> Bool {
        isEvenOdd ? winding & 1 != 0 : winding != 0
    }

    func contains(_ point: CGPoint) -> Bool {
        guard let bounds, point.y >= bounds.minY, point.y < bounds.maxY, point.x >= bounds.minX else { return false }
        var winding = 0
        for edge in edges where edge.topY <= point.y && point.y < edge.bottomY && edge.x(atY: point.y) <= point.x {
            winding += edge.winding
        }
        return isInside(winding: winding)
    }

    /// Calls `body` with each inside span `start ..< end` of the horizontal line at `y`.
    /// `crossings` is scratch storage, passed in so that scanning many lines allocates once.
    func forEachSpan(atY y: CGFloat, crossings: inout [Crossing], _ body: (CGFloat, CGFloat) -> Void) {
        crossings.removeAll(keepingCapacity: true)
        for edge in edges where edge.topY <= y && y < edge.bottomY {
            crossings.append(Crossing(x: edge.x(atY: y), winding: edge.winding))
        }
        guard crossings.count > 1 else { return }
        crossings.sort { $0.x < $1.x }
        var winding = 0
        var spanStart: CGFloat = 0
        for crossing in crossings {
            let wasInside = isInside(winding: winding)
            winding += crossing.winding
            let isInside = isInside(winding: winding)
            if !wasInside && isInside {
                spanStart = crossing.x
            } else if wasInside && !isInside && crossing.x > spanStart {
                body(spanStart, crossing.x)
            }
        }
    }
}

extension Path {
    /// Whether `point` is inside the path, by the non-zero winding rule or, with `eoFill`, the
    /// even-odd rule. Points on a left or top edge are inside, on a right or bottom edge outside.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        PathRegion(flattened(), eoFill: eoFill).contains(point)
    }
}

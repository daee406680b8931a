import Foundation

extension Path {
    /// The rectangle this path outlines when it is exactly one closed axis-aligned rectangle
    /// (as `Path(_:)`, `Rectangle` and `Color` make), so that the canvas can fill it without
    /// scanning and stroke it with box-drawing characters.
    var axisAlignedRectangle: CGRect? {
        var corners: [CGPoint] = []
        corners.reserveCapacity(5)
        var isClosed = false
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let point) where index == 0:
                corners.append(point)
            case .line(let point) where !isClosed && corners.count < 5:
                corners.append(point)
            case .closeSubpath where !isClosed:
                isClosed = true
            default:
                return nil
            }
        }
        // Four corners, or five when the last line returns to the first corner.
        guard isClosed else { return nil }
        if corners.count == 5 {
            guard corners[4] == corners[0] else { return nil }
            corners.removeLast()
        }
        guard corners.count == 4 else { return nil }
        for index in 0..<4 {
            let a = corners[index], b = corners[(index + 1) % 4], c = corners[(index + 2) % 4]
            // Each side is horizontal or vertical, and sides alternate between the two.
            let firstHorizontal = a.y == b.y && a.x != b.x
            let firstVertical = a.x == b.x && a.y != b.y
            let secondHorizontal = b.y == c.y && b.x != c.x
            let secondVertical = b.x == c.x && b.y != c.y
            guard (firstHorizontal && secondVertical) || (firstVertical && secondHorizontal) else { return nil }
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

extension Path {
    /// The line this path draws when it is one horizontal or vertical segment (a `Divider`, a
    /// list's separator), as a rectangle of no height or no width, so that the canvas strokes it
    /// with box-drawing characters (─ or │) as it does a border when it is a hairline.
    var axisAlignedSegment: CGRect? {
        guard elements.count == 2, case .move(let start) = elements[0], case .line(let end) = elements[1],
              start != end, start.x == end.x || start.y == end.y
        else { return nil }
        return CGRect(x: min(start.x, end.x), y: min(start.y, end.y), width: abs(end.x - start.x), height: abs(end.y - start.y))
    }
}

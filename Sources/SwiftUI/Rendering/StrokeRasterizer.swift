import Foundation

/// Turns a stroke into braille dots: each cell is 2×4 dots of 4×4 points, and a dot is on when
/// its centre is within `radius` of the stroke's centre line.
///
/// Dot column `i` of the canvas has its centre at x = 4i + 2, dot row `j` at y = 4j + 2.
enum StrokeRasterizer {
    private static let dotSize: CGFloat = 4

    /// The distance from the centre line within which dots are on: half the line width, but at
    /// least half a dot, so that a hairline still draws one unbroken row of dots.
    static func radius(lineWidth: CGFloat) -> CGFloat {
        max(lineWidth / 2, dotSize / 2)
    }

    static func stroke(_ polylines: [Polyline], radius: CGFloat, into mask: inout SubcellMask) {
        for polyline in polylines {
            for index in 0..<polyline.segmentCount {
                let (start, end) = polyline.segment(index)
                stroke(from: start, to: end, radius: radius, into: &mask)
            }
        }
    }

    private static func stroke(from a: CGPoint, to b: CGPoint, radius: CGFloat, into mask: inout SubcellMask) {
        let range = mask.range
        let half = dotSize / 2
        // Dots whose centres lie in the segment's bounding box grown by the radius.
        let firstColumn = ((min(a.x, b.x) - radius - half) / dotSize).rounded(.up)
        let lastColumn = ((max(a.x, b.x) + radius - half) / dotSize).rounded(.down)
        let firstRow = ((min(a.y, b.y) - radius - half) / dotSize).rounded(.up)
        let lastRow = ((max(a.y, b.y) + radius - half) / dotSize).rounded(.down)
        let columns = (lowest: CGFloat(2 * range.minColumn), highest: CGFloat(2 * range.maxColumn + 1))
        let rows = (lowest: CGFloat(4 * range.minRow), highest: CGFloat(4 * range.maxRow + 3))
        guard firstColumn <= columns.highest, lastColumn >= columns.lowest, firstColumn <= lastColumn,
              firstRow <= rows.highest, lastRow >= rows.lowest, firstRow <= lastRow
        else { return }

        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        // A little slack so that dots exactly at the radius count despite rounding.
        let limit = radius * radius + 1e-6
        for row in Int(max(firstRow, rows.lowest))...Int(min(lastRow, rows.highest)) {
            let y = CGFloat(row) * dotSize + half
            for column in Int(max(firstColumn, columns.lowest))...Int(min(lastColumn, columns.highest)) {
                let x = CGFloat(column) * dotSize + half
                // The nearest point of the segment to the dot's centre.
                var t = lengthSquared > 0 ? ((x - a.x) * dx + (y - a.y) * dy) / lengthSquared : 0
                t = min(max(t, 0), 1)
                let nearestX = a.x + t * dx - x, nearestY = a.y + t * dy - y
                guard nearestX * nearestX + nearestY * nearestY <= limit else { continue }
                mask.insert(BrailleBits.bit(x: column & 1, y: row & 3), column: column >> 1, row: row >> 2)
            }
        }
    }
}

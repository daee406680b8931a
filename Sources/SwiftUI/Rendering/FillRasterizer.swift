import Foundation

/// Turns a fill into quadrants: each cell is 2×2 quadrants of 4×8 points, and a quadrant is on
/// when its centre is inside the filled region.
///
/// Quadrant column `k` of the canvas has its centre at x = 4k + 2, quadrant row `j` at y = 8j + 4.
enum FillRasterizer {
    private static let quadrantWidth = CellGrid.cellWidth / 2
    private static let quadrantHeight = CellGrid.cellHeight / 2

    /// Fills `region` over the mask's cells, one scanline per quadrant row.
    static func fill(_ region: PathRegion, into mask: inout SubcellMask, crossings: inout [PathRegion.Crossing]) {
        let range = mask.range
        for quadrantRow in (2 * range.minRow)...(2 * range.maxRow + 1) {
            let y = (CGFloat(quadrantRow) + 0.5) * quadrantHeight
            region.forEachSpan(atY: y, crossings: &crossings) { start, end in
                fillSpan(from: start, to: end, quadrantRow: quadrantRow, into: &mask)
            }
        }
    }

    /// Fills an axis-aligned rectangle directly: its spans are the same on every scanline.
    static func fill(_ rect: CGRect, into mask: inout SubcellMask) {
        let range = mask.range
        for quadrantRow in (2 * range.minRow)...(2 * range.maxRow + 1) {
            let y = (CGFloat(quadrantRow) + 0.5) * quadrantHeight
            guard y >= rect.minY, y < rect.maxY else { continue }
            fillSpan(from: rect.minX, to: rect.maxX, quadrantRow: quadrantRow, into: &mask)
        }
    }

    /// Turns on the quadrants of one row whose centres lie in `start ..< end`.
    private static func fillSpan(from start: CGFloat, to end: CGFloat, quadrantRow: Int, into mask: inout SubcellMask) {
        let range = mask.range
        let lowest = CGFloat(2 * range.minColumn), highest = CGFloat(2 * range.maxColumn + 1)
        // Centre 4k + 2 >= start, and 4k + 2 < end.
        let first = ((start - quadrantWidth / 2) / quadrantWidth).rounded(.up)
        let last = ((end - quadrantWidth / 2) / quadrantWidth).rounded(.up) - 1
        guard !first.isNaN, !last.isNaN, first <= highest, last >= lowest, first <= last else { return }
        let row = quadrantRow >> 1
        for column in Int(max(first, lowest))...Int(min(last, highest)) {
            mask.insert(QuadrantBits.bit(x: column & 1, y: quadrantRow & 1), column: column >> 1, row: row)
        }
    }
}

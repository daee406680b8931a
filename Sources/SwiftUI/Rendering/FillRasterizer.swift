import Foundation

/// Turns a fill into quadrants: each cell is 2×2 quadrants of 4×8 points, and a quadrant is on
/// when its centre is inside the filled region.
///
/// A fill thinner than a quadrant can miss every centre, and SwiftUI still shows it (its
/// edges are antialiased, never dropped: a 5-point dot, a 2-point progress bar, a 1-point
/// rule). So in a fill narrower than a quadrant, a span that covers no centre turns on the
/// quadrant under its middle; and a fill that no scanline crosses is sampled once along its
/// middle. Wider fills keep the centre rule, so their outlines do not change.
///
/// Quadrant column `k` of the canvas has its centre at x = 4k + 2, quadrant row `j` at y = 8j + 4.
enum FillRasterizer {
    private static let quadrantWidth = CellGrid.cellWidth / 2
    private static let quadrantHeight = CellGrid.cellHeight / 2

    /// Fills `region` over the mask's cells, one scanline per quadrant row.
    static func fill(_ region: PathRegion, into mask: inout SubcellMask, crossings: inout [PathRegion.Crossing]) {
        let range = mask.range
        guard let bounds = region.bounds else { return }
        let isThin = bounds.width < quadrantWidth
        var crossed = false
        for quadrantRow in (2 * range.minRow)...(2 * range.maxRow + 1) {
            let y = (CGFloat(quadrantRow) + 0.5) * quadrantHeight
            region.forEachSpan(atY: y, crossings: &crossings) { start, end in
                crossed = true
                fillSpan(from: start, to: end, quadrantRow: quadrantRow, keepingThin: isThin, into: &mask)
            }
        }
        guard !crossed, let quadrantRow = quadrantRow(holding: bounds.midY, in: range) else { return }
        region.forEachSpan(atY: bounds.midY, crossings: &crossings) { start, end in
            fillSpan(from: start, to: end, quadrantRow: quadrantRow, keepingThin: true, into: &mask)
        }
    }

    /// Fills an axis-aligned rectangle directly: its spans are the same on every scanline.
    static func fill(_ rect: CGRect, into mask: inout SubcellMask) {
        let range = mask.range
        var crossed = false
        for quadrantRow in (2 * range.minRow)...(2 * range.maxRow + 1) {
            let y = (CGFloat(quadrantRow) + 0.5) * quadrantHeight
            guard y >= rect.minY, y < rect.maxY else { continue }
            crossed = true
            fillSpan(from: rect.minX, to: rect.maxX, quadrantRow: quadrantRow, keepingThin: true, into: &mask)
        }
        guard !crossed, rect.height > 0, let quadrantRow = quadrantRow(holding: rect.midY, in: range) else { return }
        fillSpan(from: rect.minX, to: rect.maxX, quadrantRow: quadrantRow, keepingThin: true, into: &mask)
    }

    /// The quadrant row that `y` lies in, when it is one of the mask's.
    private static func quadrantRow(holding y: CGFloat, in range: CellRange) -> Int? {
        guard y.isFinite else { return nil }
        let row = Int((y / quadrantHeight).rounded(.down))
        return (2 * range.minRow...2 * range.maxRow + 1).contains(row) ? row : nil
    }

    /// Turns on the quadrants of one row whose centres lie in `start ..< end`; when it holds no
    /// centre and `keepingThin`, the one under the span's middle.
    private static func fillSpan(from start: CGFloat, to end: CGFloat, quadrantRow: Int, keepingThin: Bool, into mask: inout SubcellMask) {
        let range = mask.range
        let lowest = CGFloat(2 * range.minColumn), highest = CGFloat(2 * range.maxColumn + 1)
        // Centre 4k + 2 >= start, and 4k + 2 < end.
        var first = ((start - quadrantWidth / 2) / quadrantWidth).rounded(.up)
        var last = ((end - quadrantWidth / 2) / quadrantWidth).rounded(.up) - 1
        if keepingThin, first > last, end > start {
            first = ((start + end) / 2 / quadrantWidth).rounded(.down)
            last = first
        }
        guard !first.isNaN, !last.isNaN, first <= highest, last >= lowest, first <= last else { return }
        let row = quadrantRow >> 1
        for column in Int(max(first, lowest))...Int(min(last, highest)) {
            mask.insert(QuadrantBits.bit(x: column & 1, y: quadrantRow & 1), column: column >> 1, row: row)
        }
    }
}

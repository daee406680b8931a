import Foundation

/// A rectangle of whole cells, bounds included: the cells an item can touch.
struct CellRange {
    var minColumn: Int
    var maxColumn: Int
    var minRow: Int
    var maxRow: Int

    var columnCount: Int { maxColumn - minColumn + 1 }
    var rowCount: Int { maxRow - minRow + 1 }

    func contains(column: Int, row: Int) -> Bool {
        column >= minColumn && column <= maxColumn && row >= minRow && row <= maxRow
    }
}

extension CellRange {
    /// The cells of a `columns`×`rows` grid that `rect` (in points) touches, or `nil` for none.
    /// Safe for any rectangle, infinite and NaN ones included.
    init?(touching rect: CGRect, columns: Int, rows: Int) {
        guard !rect.isNull, columns > 0, rows > 0 else { return nil }
        /// `value` in cells, rounded down and kept within one cell of the grid so that it converts to `Int`.
        func index(_ value: CGFloat, size: CGFloat, count: Int) -> Int? {
            guard !value.isNaN else { return nil }
            return Int(min(max((value / size).rounded(.down), -1), CGFloat(count)))
        }
        guard let minColumn = index(rect.minX, size: CellGrid.cellWidth, count: columns),
              let maxColumn = index(rect.maxX, size: CellGrid.cellWidth, count: columns),
              let minRow = index(rect.minY, size: CellGrid.cellHeight, count: rows),
              let maxRow = index(rect.maxY, size: CellGrid.cellHeight, count: rows)
        else { return nil }
        self.minColumn = max(minColumn, 0)
        self.maxColumn = min(maxColumn, columns - 1)
        self.minRow = max(minRow, 0)
        self.maxRow = min(maxRow, rows - 1)
        guard self.minColumn <= self.maxColumn, self.minRow <= self.maxRow else { return nil }
    }
}

/// Per-cell bits (quadrants or braille dots) that one item sets, over the cells it can touch.
/// The canvas keeps one and reuses its storage for every item.
struct SubcellMask {
    private(set) var range = CellRange(minColumn: 0, maxColumn: -1, minRow: 0, maxRow: -1)
    private var bits: [UInt8] = []

    /// Clears the mask and makes it cover `range`.
    mutating func reset(to range: CellRange) {
        self.range = range
        bits.removeAll(keepingCapacity: true)
        bits.append(contentsOf: repeatElement(0, count: range.columnCount * range.rowCount))
    }

    /// Sets `bit` in a cell, which must be in `range`.
    mutating func insert(_ bit: UInt8, column: Int, row: Int) {
        bits[(row - range.minRow) * range.columnCount + column - range.minColumn] |= bit
    }

    subscript(column: Int, row: Int) -> UInt8 {
        bits[(row - range.minRow) * range.columnCount + column - range.minColumn]
    }
}

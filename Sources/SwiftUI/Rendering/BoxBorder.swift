import Foundation

extension CanvasPainter {
    /// Strokes an axis-aligned rectangle with box-drawing characters (┌─┐│└┘) in the cells its
    /// edges pass through: a border reads better as lines of text than as braille dots.
    ///
    /// An edge that lies on the boundary between two cells is drawn in the cell inside the
    /// rectangle, so that the border of a view whose frame is a whole number of cells stays in it.
    mutating func drawBorder(_ rect: CGRect, ink: Ink, clip: ClipRegion) {
        /// `value` in cells, rounded, and kept within one cell of the grid so that it converts to `Int`.
        func index(_ value: CGFloat, size: CGFloat, count: Int, _ rule: FloatingPointRoundingRule, minus: Int = 0) -> Int? {
            guard !value.isNaN else { return nil }
            return Int(min(max((value / size).rounded(rule), -1), CGFloat(count) + 1)) - minus
        }
        let (columns, rows) = (grid.columns, grid.rows)
        guard let left = index(rect.minX, size: CellGrid.cellWidth, count: columns, .down),
              let top = index(rect.minY, size: CellGrid.cellHeight, count: rows, .down),
              var right = index(rect.maxX, size: CellGrid.cellWidth, count: columns, .up, minus: 1),
              var bottom = index(rect.maxY, size: CellGrid.cellHeight, count: rows, .up, minus: 1)
        else { return }
        right = max(right, left)
        bottom = max(bottom, top)

        func character(column: Int, row: Int) -> Character {
            switch (left == right, top == bottom) {
            case (true, true): return rect.height == 0 ? "─" : rect.width == 0 ? "│" : "□"
            case (true, false): return "│"
            case (false, true): return "─"
            case (false, false): break
            }
            switch (column, row) {
            case (left, top): return "┌"
            case (right, top): return "┐"
            case (left, bottom): return "└"
            case (right, bottom): return "┘"
            case (left, _), (right, _): return "│"
            default: return "─"
            }
        }
        func draw(column: Int, row: Int) {
            guard column >= 0, column < columns, row >= 0, row < rows,
                  clip.contains(CellGrid.center(column: column, row: row))
            else { return }
            grid.drawCharacter(character(column: column, row: row), width: 1, color: ink.color, alpha: ink.alpha, column: column, row: row)
        }

        let (firstColumn, lastColumn) = (max(left, 0), min(right, columns - 1))
        if firstColumn <= lastColumn {
            for column in firstColumn...lastColumn {
                draw(column: column, row: top)
                if bottom != top { draw(column: column, row: bottom) }
            }
        }
        let (firstRow, lastRow) = (max(top + 1, 0), min(bottom - 1, rows - 1))
        if firstRow <= lastRow {
            for row in firstRow...lastRow {
                draw(column: left, row: row)
                if right != left { draw(column: right, row: row) }
            }
        }
    }
}

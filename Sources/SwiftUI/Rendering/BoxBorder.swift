import Foundation

extension CanvasPainter {
    /// Strokes an axis-aligned rectangle with box-drawing characters (┌─┐│└┘) in the cells its
    /// edges pass through: a border reads better as lines of text than as braille dots.
    ///
    /// Which cells the box takes is ``BoxCells/init(around:lineWidth:)``'s rule: a hairline
    /// around the cells it surrounds.
    mutating func drawBorder(_ box: BoxCells, ink: Ink, clip: ClipRegion) {
        let (left, top, right, bottom) = (box.left, box.top, box.right, box.bottom)
        let (columns, rows) = (grid.columns, grid.rows)

        func character(column: Int, row: Int) -> Character {
            switch (left == right, top == bottom) {
            case (true, true): return box.singleCell
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

/// The cells a box-drawn rectangle takes: its left and right columns and its top and bottom rows.
struct BoxCells {
    var left, top, right, bottom: Int
    /// What the box is when it takes one cell: a line's piece, or a square.
    let singleCell: Character

    /// The cells a stroke of `rect` `lineWidth` points wide takes.
    ///
    /// A hairline (1 point or less, a `border`'s) is far thinner than a cell, so it is drawn in
    /// the cells around those it surrounds: the cells whose centres lie inside the line's outer
    /// edge, as text takes the cell nearest its origin. It never hides what it surrounds, and
    /// its place does not depend on the rectangle's size: a 16-point view and a 32-point one are
    /// both drawn inside their box. A wider line takes the cells its edges pass through (an edge
    /// on a cell boundary in the cell inside), one cell further out on every side when that leaves
    /// no cell inside. A line (a rectangle with no width or height) takes the cells it passes
    /// through. `nil` for a rectangle that is not a number.
    init?(around rect: CGRect, lineWidth: CGFloat) {
        let isLine = rect.width == 0 || rect.height == 0
        if !isLine, lineWidth <= 1 {
            let outer = rect.insetBy(dx: -lineWidth / 2, dy: -lineWidth / 2)
            func cell(_ value: CGFloat, size: CGFloat) -> Int? {
                guard !value.isNaN else { return nil }
                return Int(min(max((value / size + 0.5).rounded(.down), -100_000), 100_000))
            }
            guard let first = cell(outer.minX, size: CellGrid.cellWidth), let last = cell(outer.maxX, size: CellGrid.cellWidth),
                  let top = cell(outer.minY, size: CellGrid.cellHeight), let bottom = cell(outer.maxY, size: CellGrid.cellHeight)
            else { return nil }
            // A rectangle smaller than a cell surrounds none: its box is two cells across.
            self.init(left: first - 1, top: top - 1, right: max(last, first), bottom: max(bottom, top))
            return
        }
        guard var box = BoxCells(covering: rect) else { return nil }
        if !isLine, box.left == box.right || box.top == box.bottom {
            box.left -= 1
            box.top -= 1
            box.right += 1
            box.bottom += 1
        }
        self = box
    }

    private init(left: Int, top: Int, right: Int, bottom: Int) {
        (self.left, self.top, self.right, self.bottom) = (left, top, right, bottom)
        singleCell = "□"
    }

    /// The cells the edges of `rect` pass through (an edge on a cell boundary in the cell
    /// inside), however small it is: a picture's placeholder box. `nil` for a rectangle that is
    /// not a number.
    init?(covering rect: CGRect) {
        /// `value` in cells, rounded, and bounded so that it converts to `Int`.
        func index(_ value: CGFloat, size: CGFloat, _ rule: FloatingPointRoundingRule) -> Int? {
            guard !value.isNaN else { return nil }
            return Int(min(max((value / size).rounded(rule), -100_000), 100_000))
        }
        guard let left = index(rect.minX, size: CellGrid.cellWidth, .down),
              let top = index(rect.minY, size: CellGrid.cellHeight, .down),
              let right = index(rect.maxX, size: CellGrid.cellWidth, .up),
              let bottom = index(rect.maxY, size: CellGrid.cellHeight, .up)
        else { return nil }
        self.left = left
        self.top = top
        self.right = max(right - 1, left)
        self.bottom = max(bottom - 1, top)
        singleCell = rect.height == 0 ? "─" : rect.width == 0 ? "│" : "□"
    }

    /// The cells as a rectangle in points.
    var frame: CGRect {
        CGRect(
            x: CGFloat(left) * CellGrid.cellWidth, y: CGFloat(top) * CellGrid.cellHeight,
            width: CGFloat(right - left + 1) * CellGrid.cellWidth, height: CGFloat(bottom - top + 1) * CellGrid.cellHeight
        )
    }
}

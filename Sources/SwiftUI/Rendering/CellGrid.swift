import Foundation

/// The canvas's cells, row by row, and the rules for drawing one thing over another in a cell.
struct CellGrid {
    static let cellWidth = TerminalHost.cellSize.width
    static let cellHeight = TerminalHost.cellSize.height

    let columns: Int
    let rows: Int
    private(set) var cells: [Cell]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Cell(), count: columns * rows)
    }

    subscript(column: Int, row: Int) -> Cell { cells[row * columns + column] }

    /// The centre of a cell, in points.
    static func center(column: Int, row: Int) -> CGPoint {
        CGPoint(x: (CGFloat(column) + 0.5) * cellWidth, y: (CGFloat(row) + 0.5) * cellHeight)
    }

    /// The colour `color` at `alpha` takes in a cell, blended with and composited over what
    /// the cell shows.
    private func composited(_ color: CanvasColor, alpha: Float, blendMode: BlendMode = .normal, at index: Int) -> CanvasColor {
        let backdrop = cells[index].background ?? .white
        return CanvasColor.composited(color.blended(over: backdrop, mode: blendMode), alpha: alpha, over: backdrop)
    }

    /// Draws the quadrants `bits` of a fill in `color`.
    ///
    /// A cell shows two colours at most. Quadrants of one colour join; a fill of another colour
    /// takes the foreground, and the earlier fill becomes the background when it covered the
    /// rest of the cell. A cell covered completely becomes that colour's background.
    mutating func drawQuadrants(_ bits: UInt8, color: CanvasColor, alpha: Float, blendMode: BlendMode = .normal, column: Int, row: Int) {
        guard bits != 0 else { return }
        let index = row * columns + column
        let color = composited(color, alpha: alpha, blendMode: blendMode, at: index)
        releaseWideCharacter(at: index, column: column)
        var cell = cells[index]
        if cell.glyph == .quadrants, let previous = cell.foreground, previous != color {
            let stillShowing = cell.bits & ~bits
            if stillShowing | bits == QuadrantBits.all {
                cell.background = previous
                cell.backgroundIsTint = false
                cell.bits = bits
            } else {
                cell.bits |= bits
            }
        } else if cell.glyph == .quadrants {
            cell.bits |= bits
        } else {
            cell.glyph = .quadrants
            cell.bits = bits
        }
        cell.foreground = color
        if cell.bits == QuadrantBits.all {
            cell = Cell(background: color)
        }
        cells[index] = cell
    }

    /// Draws the braille dots `bits` of a stroke in `color`, joining the dots already there.
    mutating func drawDots(_ bits: UInt8, color: CanvasColor, alpha: Float, blendMode: BlendMode = .normal, column: Int, row: Int) {
        guard bits != 0 else { return }
        let index = row * columns + column
        guard !cells[index].isText else { return }
        let color = composited(color, alpha: alpha, blendMode: blendMode, at: index)
        releaseWideCharacter(at: index, column: column)
        if cells[index].glyph == .braille {
            cells[index].bits |= bits
        } else {
            cells[index].glyph = .braille
            cells[index].bits = bits
        }
        cells[index].foreground = color
    }

    /// Draws `character` (`width` cells wide) with its left cell at `column`; the background stays.
    /// A space of text keeps lines out of its cell only `betweenWords` (a space at either end of
    /// a line, or a line of spaces that clears a surface, covers what is under it and no more).
    mutating func drawCharacter(
        _ character: Character, width: Int, color: CanvasColor, alpha: Float,
        style: CellTextStyle = CellTextStyle(), isText: Bool = false, betweenWords: Bool = false, column: Int, row: Int
    ) {
        let index = row * columns + column
        if !isText, (index..<index + width).contains(where: { cells[$0].isText }) { return }
        let color = composited(color, alpha: alpha, at: index)
        for offset in 0..<width {
            releaseWideCharacter(at: index + offset, column: column + offset)
            var cell = Cell(background: cells[index + offset].background)
            cell.glyph = offset == 0 ? .character : .wideTail
            cell.character = character
            cell.foreground = color
            cell.textStyle = style
            cell.isText = isText && (character != " " || betweenWords)
            cells[index + offset] = cell
        }
    }

    /// Tints the cell's background with `color` at `alpha`, keeping what it shows: a shadow or
    /// a blur. Plain text shows the tint as a solid block only with `showsInPlainText` on a cell
    /// that is not already drawn in.
    mutating func tint(_ color: CanvasColor, alpha: Float, blendMode: BlendMode = .normal, showsInPlainText: Bool, column: Int, row: Int) {
        let index = row * columns + column
        let wasSolid = cells[index].showsSolidBackground
        cells[index].background = composited(color, alpha: alpha, blendMode: blendMode, at: index)
        cells[index].backgroundIsTint = !wasSolid && !(showsInPlainText && cells[index].glyph == .empty)
    }

    /// Before a cell is drawn over, removes the other half of a wide character it is part of.
    private mutating func releaseWideCharacter(at index: Int, column: Int) {
        switch cells[index].glyph {
        case .wideTail where column > 0:
            cells[index - 1] = Cell(background: cells[index - 1].background)
        case .character where column + 1 < columns && cells[index + 1].glyph == .wideTail:
            cells[index + 1] = Cell(background: cells[index + 1].background)
        default:
            break
        }
    }
}

extension Cell {
    init(background: CanvasColor?) {
        self.init()
        self.background = background
    }
}

extension CellGrid {
    /// Marks the cells whose centre lies in `rect` for reverse video.
    mutating func highlight(_ rect: CGRect) {
        for row in 0..<rows {
            for column in 0..<columns where rect.contains(CellGrid.center(column: column, row: row)) {
                cells[row * columns + column].isHighlighted = true
            }
        }
    }
}

import Foundation

extension CanvasPainter {
    /// Draws text one character per cell (two for wide characters), each line starting at the
    /// cell nearest its origin: column round(x / 8), row round(y / 16), a half rounding right
    /// and down wherever the canvas starts (so a canvas grown by whole cells places it alike).
    ///
    /// A transform moves each line's origin; the characters stay upright. Spaces are drawn too:
    /// they keep the cell's background but hide strokes beneath, so that text stays legible.
    mutating func drawText(_ text: TextDrawing, transform: CGAffineTransform, ink: Ink, clip: ClipRegion) {
        let (columns, rows) = (grid.columns, grid.rows)
        for line in text.lines {
            let origin = line.origin.applying(transform)
            let row = (origin.y / CellGrid.cellHeight + 0.5).rounded(.down)
            let start = (origin.x / CellGrid.cellWidth + 0.5).rounded(.down)
            guard row >= 0, row < CGFloat(rows), start < CGFloat(columns), start.isFinite else { continue }
            // A line far to the left of the canvas can still reach into it; its characters are counted from there.
            var column = Int(max(start, -CGFloat(Int32.max)))
            for character in line.text {
                let width = character.terminalCellWidth
                guard width > 0 else { continue }
                defer { column += width }
                guard column >= 0 else { continue }
                guard column + width <= columns else { break }
                guard clip.contains(CellGrid.center(column: column, row: Int(row))) else { continue }
                let drawn: Character = character.isASCII && character.asciiValue! < 0x20 ? " " : character
                grid.drawCharacter(
                    drawn, width: width, color: ink.color, alpha: ink.alpha,
                    style: CellTextStyle(text), isText: true, column: column, row: Int(row)
                )
            }
        }
    }
}

import Foundation

extension CanvasPainter {
    /// Draws text one character per cell (two for wide characters), each line starting at the
    /// cell nearest its origin: column round(x / 8), row round(y / 16), a half rounding right
    /// and down wherever the canvas starts (so a canvas grown by whole cells places it alike).
    ///
    /// A transform moves each line's origin. Quarter and half turns lay the characters along
    /// the turned line (`drawTurnedText`); any other angle leaves them upright in a row from the
    /// moved origin, an approximation (docs/deviations.md). Spaces are drawn too: they keep the
    /// cell's background but hide strokes beneath, and a space between words keeps a line drawn
    /// later out of its cell too, so that text stays legible ("Powdered Sugar" on a divider's row).
    mutating func drawText(_ text: TextDrawing, transform: CGAffineTransform, ink: Ink, clip: ClipRegion) {
        if let turn = QuarterTurn(transform), turn != .none {
            return drawTurnedText(text, turn: turn, transform: transform, ink: ink, clip: clip)
        }
        let (columns, rows) = (grid.columns, grid.rows)
        for line in text.lines {
            let origin = line.origin.applying(transform)
            let row = (origin.y / CellGrid.cellHeight + 0.5).rounded(.down)
            let start = (origin.x / CellGrid.cellWidth + 0.5).rounded(.down)
            guard row >= 0, row < CGFloat(rows), start < CGFloat(columns), start.isFinite else { continue }
            // A line far to the left of the canvas can still reach into it; its characters are counted from there.
            var column = Int(max(start, -CGFloat(Int32.max)))
            let words = line.text.wordsRange
            for (index, character) in zip(line.text.indices, line.text) {
                let width = character.terminalCellWidth
                guard width > 0 else { continue }
                defer { column += width }
                guard column >= 0 else { continue }
                guard column + width <= columns else { break }
                drawTextCharacter(character, width: width, text: text, ink: ink, clip: clip,
                                  betweenWords: words?.contains(index) == true, column: column, row: Int(row))
            }
        }
    }

    /// Text turned a quarter or half turn: a terminal cannot turn a character, so the
    /// characters keep upright and follow the line's new direction, one row each down or up
    /// the line's middle column (a column of text is a cell per character, twice as long as
    /// the turned line), or right to left along its row when upside down. Arrows and triangles
    /// are replaced by the glyph pointing the turned way (→ becomes ↓).
    private mutating func drawTurnedText(_ text: TextDrawing, turn: QuarterTurn, transform: CGAffineTransform, ink: Ink, clip: ClipRegion) {
        let across = CGPoint(x: transform.c, y: transform.d), along = CGPoint(x: transform.a, y: transform.b)
        for line in text.lines {
            let characters = line.text.filter { $0.terminalCellWidth > 0 }.map { turn.turned($0) }
            let length = CGFloat(line.text.reduce(0) { $0 + $1.terminalCellWidth }) * CellGrid.cellWidth
            let origin = line.origin.applying(transform)
            // The middle of the turned line, half a line's height across it.
            let middle = CGPoint(
                x: origin.x + along.x * length / 2 + across.x * CellGrid.cellHeight / 2,
                y: origin.y + along.y * length / 2 + across.y * CellGrid.cellHeight / 2
            )
            guard middle.x.isFinite, middle.y.isFinite else { continue }
            switch turn {
            case .clockwise, .counterclockwise:
                let column = Int((middle.x / CellGrid.cellWidth).rounded(.down))
                let first = Int((middle.y / CellGrid.cellHeight - CGFloat(characters.count) / 2 + 0.5).rounded(.down))
                let ordered = turn == .clockwise ? characters : characters.reversed()
                for (offset, character) in ordered.enumerated() {
                    drawTextCharacter(character, width: character.terminalCellWidth, text: text, ink: ink, clip: clip, column: column, row: first + offset)
                }
            case .half:
                let row = Int((middle.y / CellGrid.cellHeight).rounded(.down))
                var column = Int((middle.x / CellGrid.cellWidth - length / CellGrid.cellWidth / 2 + 0.5).rounded(.down))
                for character in characters.reversed() {
                    drawTextCharacter(character, width: character.terminalCellWidth, text: text, ink: ink, clip: clip, column: column, row: row)
                    column += character.terminalCellWidth
                }
            case .none:
                break
            }
        }
    }

    /// One character of text in its cell, if the cell is on the canvas and inside the clip.
    private mutating func drawTextCharacter(
        _ character: Character, width: Int, text: TextDrawing, ink: Ink, clip: ClipRegion, betweenWords: Bool = false, column: Int, row: Int
    ) {
        guard row >= 0, row < grid.rows, column >= 0, column + width <= grid.columns,
              clip.contains(CellGrid.center(column: column, row: row))
        else { return }
        let drawn: Character = character.isASCII && character.asciiValue! < 0x20 ? " " : character
        grid.drawCharacter(
            drawn, width: width, color: ink.color, alpha: ink.alpha,
            style: CellTextStyle(text), isText: true, betweenWords: betweenWords, column: column, row: row
        )
    }
}

/// How far a transform turns text, when it turns it by a whole quarter (in SwiftUI's
/// coordinates, where y grows downwards, a positive angle turns clockwise).
enum QuarterTurn {
    case none, clockwise, half, counterclockwise

    /// `nil` for a transform that turns by another angle, or skews.
    init?(_ transform: CGAffineTransform) {
        let tolerance: CGFloat = 1e-6
        let (a, b, c, d) = (transform.a, transform.b, transform.c, transform.d)
        let upright = abs(b) < tolerance && abs(c) < tolerance, sideways = abs(a) < tolerance && abs(d) < tolerance
        if upright, a > 0, d > 0 {
            self = .none
        } else if sideways, b > 0, c < 0 {
            self = .clockwise
        } else if upright, a < 0, d < 0 {
            self = .half
        } else if sideways, b < 0, c > 0 {
            self = .counterclockwise
        } else {
            return nil
        }
    }

    /// Glyphs that point one way, turned with the text where a turned glyph exists.
    private static let cycles: [[Character]] = [["→", "↓", "←", "↑"], ["▶", "▼", "◀", "▲"], ["▷", "▽", "◁", "△"], ["›", "⌄", "‹", "⌃"], ["↗", "↘", "↙", "↖"]]

    func turned(_ character: Character) -> Character {
        let steps = switch self { case .none: 0; case .clockwise: 1; case .half: 2; case .counterclockwise: 3 }
        for cycle in Self.cycles {
            if let index = cycle.firstIndex(of: character) { return cycle[(index + steps) % 4] }
        }
        return character
    }
}

private extension String {
    /// From the first character that is not a space to the last: where a space is between words.
    var wordsRange: ClosedRange<String.Index>? {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else { return nil }
        return first...last
    }
}

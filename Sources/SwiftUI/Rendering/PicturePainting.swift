import Foundation

extension CanvasPainter {
    /// Draws a picture over its item's frame: with colours, each cell is two halves of 8×8
    /// points (▀ in one colour over another), each the picture's colour over its area, sampled
    /// where the half's centre falls in the picture, clips and transforms applied. Plain text
    /// cannot show pixels, so it draws a box the picture's size with its name on the middle row.
    mutating func drawPicture(_ picture: ImageDrawing, of item: DisplayItem, ink: Ink, visible: CGRect, clip: ClipRegion) {
        let area = item.frame.applying(item.transform)
        guard showsPictures else {
            drawPicturePlaceholder(picture.name, over: area, ink: ink, clip: clip)
            return
        }
        guard let range = CellRange(touching: area.intersection(visible), columns: grid.columns, rows: grid.rows) else { return }
        let inverse = item.transform.inverted()
        let frame = item.frame
        let half = CellGrid.cellHeight / 2
        for row in range.minRow...range.maxRow {
            for column in range.minColumn...range.maxColumn {
                let center = CellGrid.center(column: column, row: row)
                for (bits, dy) in [(QuadrantBits.upperHalf, -half / 2), (QuadrantBits.lowerHalf, half / 2)] {
                    let point = CGPoint(x: center.x, y: center.y + dy)
                    let local = point.applying(inverse)
                    guard frame.contains(local), clip.contains(point) else { continue }
                    let sampled = CGRect(x: local.x - frame.minX - CellGrid.cellWidth / 2, y: local.y - frame.minY - half / 2, width: CellGrid.cellWidth, height: half)
                    let color = picture.color(over: sampled, frameSize: frame.size)
                    guard color.alpha > 0 else { continue }
                    // A template picture is a mask: its alpha in the item's colour.
                    let (painted, alpha) = picture.isTemplate
                        ? (ink.color, ink.alpha * color.alpha)
                        : (CanvasColor(Color.Resolved(red: color.red, green: color.green, blue: color.blue, opacity: 1)), ink.opacity * color.alpha)
                    grid.drawQuadrants(bits, color: painted, alpha: min(alpha, 1), blendMode: ink.blendMode, column: column, row: row)
                }
            }
        }
    }

    /// A box over `area` with `name` on its middle row, shortened with "…" to fit between its sides.
    private mutating func drawPicturePlaceholder(_ name: String, over area: CGRect, ink: Ink, clip: ClipRegion) {
        if let box = BoxCells(covering: area) { drawBorder(box, ink: ink, clip: clip) }
        let firstColumn = (area.minX / CellGrid.cellWidth).rounded(.down) + 1
        let lastColumn = (area.maxX / CellGrid.cellWidth).rounded(.up) - 2
        let room = Int(max(0, min(lastColumn - firstColumn + 1, CGFloat(grid.columns))))
        guard room > 0 else { return }
        let label = name.count <= room ? name : String(name.prefix(room - 1)) + "…"
        let row = (area.midY / CellGrid.cellHeight).rounded(.down)
        let start = firstColumn + CGFloat(room - label.count) / 2
        let origin = CGPoint(x: start.rounded(.down) * CellGrid.cellWidth, y: row * CellGrid.cellHeight)
        let text = TextDrawing(lines: [TextDrawing.Line(text: label, origin: origin)], isBold: false, isItalic: false)
        drawText(text, transform: .identity, ink: ink, clip: clip)
    }
}

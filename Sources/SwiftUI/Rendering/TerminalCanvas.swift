import Foundation

/// A grid of terminal cells that a display list is drawn into: a cell is 8×16 points, and the
/// canvas has as many as cover `size` (the root view's), up to a limit. Anything drawn outside
/// it is clipped away.
///
/// Fills are drawn with quadrant blocks (2×2 per cell), strokes with braille dots (2×4 per cell),
/// rectangular strokes with box-drawing characters, text one character per cell, and pictures
/// in half blocks (two pixel rows per cell) or, in plain text, as a box with their name.
struct TerminalCanvas {
    let size: CGSize
    let displayList: DisplayList
    /// Cells whose centre is in this rectangle are drawn in reverse video (with colours only).
    var highlight: CGRect?
    /// With colours, the colour of every cell nothing fills (``TerminalPalette``), so the
    /// picture is a rectangle on it.
    var windowBackground: CanvasColor?

    /// No terminal is wider, and taller output is unreadable; the limits keep a view of enormous
    /// size from exhausting memory.
    static let maximumColumns = 1_000
    static let maximumRows = 2_000

    /// The canvas as text: plain with `.none`, with ANSI colours otherwise.
    func text(colors: ColorDepth) -> String {
        var painter = CanvasPainter(grid: CellGrid(
            columns: Self.cellCount(size.width / CellGrid.cellWidth, limit: Self.maximumColumns),
            rows: Self.cellCount(size.height / CellGrid.cellHeight, limit: Self.maximumRows)
        ), showsPictures: colors != .none)
        for item in displayList.items {
            painter.draw(item)
        }
        if let highlight { painter.grid.highlight(highlight) }
        return painter.grid.text(colors: colors, windowBackground: windowBackground)
    }

    /// Whole cells covering `cells`, partial ones included. An infinite or undefined size draws
    /// nothing: it has no cells to put a drawing in.
    private static func cellCount(_ cells: CGFloat, limit: Int) -> Int {
        guard cells.isFinite, cells > 0 else { return 0 }
        return Int(min(cells.rounded(.up), CGFloat(limit)))
    }
}

import Foundation
import TerminalSupport

/// A grid of terminal cells that a display list is drawn into: a cell is 8×16 points, and the
/// canvas has as many as cover `area`, a part of the root view's coordinate space that starts
/// on a cell boundary, up to a limit. Anything drawn outside it is clipped away.
///
/// Fills are drawn with quadrant blocks (2×2 per cell), strokes with braille dots (2×4 per cell),
/// rectangular strokes with box-drawing characters, text one character per cell, and pictures
/// in half blocks (two pixel rows per cell) or, in plain text, as a box with their name.
struct TerminalCanvas {
    /// What the canvas shows: the root's frame, or more (``area(holding:root:)``).
    let area: CGRect
    let displayList: DisplayList
    /// Cells whose centre is in one of these rectangles are drawn in reverse video (with
    /// colours only): the live preview's focused control, the text field that has the focus.
    var highlights: [CGRect] = []
    /// With colours, the colour of every cell nothing fills (``TerminalBackground``), so the
    /// picture is a rectangle on it.
    var windowBackground: CanvasColor?

    /// No terminal is wider, and taller output is unreadable; the limits keep a view of enormous
    /// size from exhausting memory.
    static let maximumColumns = 1_000
    static let maximumRows = 2_000

    /// The canvas as text: plain with `.none`, with ANSI colours otherwise.
    func text(colors: ColorDepth) -> String {
        let shift = CGAffineTransform(translationX: -area.minX, y: -area.minY)
        var painter = CanvasPainter(grid: CellGrid(
            columns: Self.cellCount(area.width / CellGrid.cellWidth, limit: Self.maximumColumns),
            rows: Self.cellCount(area.height / CellGrid.cellHeight, limit: Self.maximumRows)
        ), showsPictures: colors != .none)
        for item in displayList.items {
            painter.draw(area.origin == .zero ? item : item.moved(by: shift))
        }
        for highlight in highlights { painter.grid.highlight(highlight.applying(shift)) }
        return painter.grid.text(colors: colors, windowBackground: windowBackground)
    }

    /// The root's frame (of `size`), grown by whole cells on any side to hold everything the
    /// items draw beyond it (an offset badge, a rotated shape, a shadow, a one-line text's border
    /// box), as SwiftUI draws views past their parents' bounds. A root of no finite size draws
    /// nothing, and nothing grows it.
    static func area(holding displayList: DisplayList, root size: CGSize) -> CGRect {
        let root = CGRect(origin: .zero, size: size)
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return root }
        let drawn = displayList.items.reduce(root) { area, item in
            guard item.opacity > 0 else { return area }
            let bounds = item.drawnBounds
            guard !bounds.isNull, !bounds.isInfinite, bounds.width.isFinite, bounds.height.isFinite else { return area }
            return area.union(bounds)
        }
        // Rounding in a turned frame leaves its edges a hair off the cell boundaries.
        let tolerance: CGFloat = 1e-6
        let left = (drawn.minX / CellGrid.cellWidth + tolerance).rounded(.down) * CellGrid.cellWidth
        let top = (drawn.minY / CellGrid.cellHeight + tolerance).rounded(.down) * CellGrid.cellHeight
        let right = (drawn.maxX / CellGrid.cellWidth - tolerance).rounded(.up) * CellGrid.cellWidth
        let bottom = (drawn.maxY / CellGrid.cellHeight - tolerance).rounded(.up) * CellGrid.cellHeight
        return CGRect(x: min(left, 0), y: min(top, 0), width: max(right, size.width) - min(left, 0), height: max(bottom, size.height) - min(top, 0))
    }

    /// Whole cells covering `cells`, partial ones included. An infinite or undefined size draws
    /// nothing: it has no cells to put a drawing in.
    private static func cellCount(_ cells: CGFloat, limit: Int) -> Int {
        guard cells.isFinite, cells > 0 else { return 0 }
        return Int(min(cells.rounded(.up), CGFloat(limit)))
    }
}

extension DisplayItem {
    /// Where the item can draw, in root coordinates: its shape's outline (or for text and
    /// pictures its frame) under its transform, spread by a shadow or blur, within its clips; a box-drawn
    /// rectangle takes the cells its box takes.
    var drawnBounds: CGRect {
        var bounds: CGRect
        switch content {
        case .fill(let path, _, _):
            bounds = path.boundingRect.applying(transform)
        case .stroke(let path, _, let style):
            let outline = path.applying(transform)
            // The line itself: half a line's width past a frame's edge (a stroked shape filling
            // the root) stays in the cells the edge is drawn in.
            if style.dash.isEmpty, let rect = outline.axisAlignedRectangle ?? outline.axisAlignedSegment, let box = BoxCells(around: rect, lineWidth: style.lineWidth * transform.lengthScale) {
                bounds = box.frame
            } else {
                bounds = outline.boundingRect
            }
        case .text(let text, _):
            bounds = frame.applying(transform)
            // Turned a quarter, a line takes a row per character in the middle column of its
            // 16-point band (`drawTurnedText`).
            if let turn = QuarterTurn(transform), turn == .clockwise || turn == .counterclockwise {
                let longest = text.lines.map { $0.text.reduce(0) { $0 + $1.terminalCellWidth } }.max() ?? 0
                let height = max(CGFloat(longest) * CellGrid.cellHeight, bounds.height)
                bounds = bounds.insetBy(dx: CellGrid.cellWidth / 2, dy: (bounds.height - height) / 2)
            }
        case .image:
            bounds = frame.applying(transform)
        }
        let spread = isShadow ? shadowRadius + blurRadius : blurRadius
        if spread > 0 { bounds = bounds.insetBy(dx: -spread, dy: -spread) }
        if let clip = ClipRegion(clips).bounds { bounds = bounds.intersection(clip) }
        return bounds
    }

    /// The item moved by `shift` on the canvas: its transform and its clips.
    func moved(by shift: CGAffineTransform) -> DisplayItem {
        var item = self
        item.transform = transform.concatenating(shift)
        item.clips = clips.map { $0.applying(shift) }
        return item
    }
}

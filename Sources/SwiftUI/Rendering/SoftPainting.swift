import Foundation

/// Shadows and blurs: an item drawn as a tint of cell backgrounds, its coverage of each cell
/// spread over the neighbouring cells.
///
/// A terminal cell shows one background colour, so a soft edge is a blend of that colour with
/// the item's, cell by cell (our rendering). Text keeps no characters under a blur: blurred
/// text is unreadable, and a blend of its colour over its cells is what remains of it.
extension CanvasPainter {
    /// Blurs below this radius (in points, half a cell's width) draw sharply: they would not
    /// change a cell (our choice).
    static let sharpBlurRadius: CGFloat = 4
    /// How much of a cell a character's strokes cover, for a text's shadow or blur (our choice).
    static let textCoverage: Float = 0.5

    mutating func drawSoftly(_ item: DisplayItem, ink: Ink, shading: Shading?, clip: ClipRegion) {
        let radius = item.isShadow ? item.shadowRadius + item.blurRadius : item.blurRadius
        guard var coverage = Coverage(of: item, spreadBy: radius, painter: &self) else { return }
        // A Gaussian whose standard deviation is half the radius, as Core Image's blur is
        // commonly approximated (our choice), measured in cells on each axis.
        coverage.blur(deviationX: radius / 2 / CellGrid.cellWidth, deviationY: radius / 2 / CellGrid.cellHeight)
        let range = coverage.range
        for row in range.minRow...range.maxRow {
            for column in range.minColumn...range.maxColumn {
                let amount = coverage[column, row]
                let centre = CellGrid.center(column: column, row: row)
                guard amount >= 0.02, clip.contains(centre) else { continue }
                let cellInk = shading.map { ink.painted($0.color(at: centre)) } ?? ink
                grid.tint(
                    cellInk.color, alpha: cellInk.alpha * min(amount, 1), blendMode: ink.blendMode,
                    // A blurred shape stays readable without colours where it is at least half there.
                    showsInPlainText: !item.isShadow && amount >= 0.5, column: column, row: row
                )
            }
        }
    }
}

/// How much of each cell an item covers, from 0 to 1, over the cells it can reach once spread.
struct Coverage {
    let range: CellRange
    private var values: [Float]

    /// The item's coverage, in cells reaching `spread` points beyond its bounds; `nil` when it
    /// covers no cell of the canvas.
    init?(of item: DisplayItem, spreadBy spread: CGFloat, painter: inout CanvasPainter) {
        let path: Path
        switch item.content {
        case .fill(let fillPath, _, _): path = fillPath.applying(item.transform)
        case .stroke, .text, .image: path = item.coveredArea
        }
        let bounds = path.boundingRect
        guard !bounds.isNull,
              let range = CellRange(touching: bounds.insetBy(dx: -spread, dy: -spread).intersection(painter.canvasRect), columns: painter.grid.columns, rows: painter.grid.rows)
        else { return nil }
        self.range = range
        values = Array(repeating: 0, count: range.columnCount * range.rowCount)
        if case .text(let text, _) = item.content {
            for line in text.lines {
                let origin = line.origin.applying(item.transform)
                let row = Int((origin.y / CellGrid.cellHeight + 0.5).rounded(.down))
                let start = Int((origin.x / CellGrid.cellWidth + 0.5).rounded(.down))
                for column in start..<start + line.text.count where range.contains(column: column, row: row) {
                    self[column, row] = CanvasPainter.textCoverage
                }
            }
            return
        }
        painter.mask.reset(to: range)
        // Quadrants for fills, braille dots for strokes, as they are drawn sharply.
        let parts: Float
        switch item.content {
        case .fill(_, _, let style):
            FillRasterizer.fill(PathRegion(path.flattened(), eoFill: style.isEOFilled), into: &painter.mask, crossings: &painter.crossings)
            parts = 4
        case .image:
            // A picture's shadow or blur is that of the rectangle it covers.
            FillRasterizer.fill(PathRegion(path.flattened(), eoFill: false), into: &painter.mask, crossings: &painter.crossings)
            parts = 4
        case .stroke(let strokePath, _, let style):
            let polylines = strokePath.applying(item.transform).flattened().dashed(style)
            StrokeRasterizer.stroke(polylines, radius: StrokeRasterizer.radius(lineWidth: style.lineWidth * item.transform.lengthScale), into: &painter.mask)
            parts = 8
        case .text:
            return
        }
        for row in range.minRow...range.maxRow {
            for column in range.minColumn...range.maxColumn {
                self[column, row] = Float(painter.mask[column, row].nonzeroBitCount) / parts
            }
        }
    }

    subscript(column: Int, row: Int) -> Float {
        get { values[(row - range.minRow) * range.columnCount + column - range.minColumn] }
        set { values[(row - range.minRow) * range.columnCount + column - range.minColumn] = newValue }
    }

    /// Spreads the coverage with a Gaussian of the given standard deviations, in cells.
    mutating func blur(deviationX: CGFloat, deviationY: CGFloat) {
        values = Self.blurred(values, count: range.columnCount, lines: range.rowCount, deviation: deviationX, stride: 1, lineStride: range.columnCount)
        values = Self.blurred(values, count: range.rowCount, lines: range.columnCount, deviation: deviationY, stride: range.columnCount, lineStride: 1)
    }

    /// `values` blurred along one axis: `lines` lines of `count` values each.
    private static func blurred(_ values: [Float], count: Int, lines: Int, deviation: CGFloat, stride: Int, lineStride: Int) -> [Float] {
        guard deviation > 0.1 else { return values }
        let reach = Int((2 * deviation).rounded(.up))
        var weights = (-reach...reach).map { Float(exp(-CGFloat($0 * $0) / (2 * deviation * deviation))) }
        let total = weights.reduce(0, +)
        weights = weights.map { $0 / total }
        var result = values
        for line in 0..<lines {
            for index in 0..<count {
                var sum: Float = 0
                for offset in -reach...reach where index + offset >= 0 && index + offset < count {
                    sum += weights[offset + reach] * values[line * lineStride + (index + offset) * stride]
                }
                result[line * lineStride + index * stride] = sum
            }
        }
        return result
    }
}

extension DisplayItem {
    /// The blur radius of the shadow this item is (the largest, when shadows are nested).
    var shadowRadius: CGFloat {
        effects.reduce(0) { largest, effect in
            if case .shadow(_, let radius, _) = effect { max(largest, radius) } else { largest }
        }
    }
}

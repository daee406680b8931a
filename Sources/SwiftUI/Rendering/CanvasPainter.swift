import Foundation

/// Draws display items into a grid of cells, one after the other, each over the cells its
/// bounds touch. Scratch storage is kept between items so that drawing allocates little.
struct CanvasPainter {
    var grid: CellGrid
    /// Whether the output has colours to show pictures with; plain text shows a box instead.
    let showsPictures: Bool
    var mask = SubcellMask()
    var crossings: [PathRegion.Crossing] = []
    /// The last item's clips, reused while consecutive items share them (siblings in a clip).
    private var clipCache: (paths: [Path], region: ClipRegion) = ([], ClipRegion([]))

    init(grid: CellGrid, showsPictures: Bool) {
        self.grid = grid
        self.showsPictures = showsPictures
    }

    var canvasRect: CGRect {
        CGRect(x: 0, y: 0, width: CGFloat(grid.columns) * CellGrid.cellWidth, height: CGFloat(grid.rows) * CellGrid.cellHeight)
    }

    mutating func draw(_ item: DisplayItem) {
        let color: Color.Resolved
        switch item.content {
        case .fill(_, let fillColor, _), .stroke(_, let fillColor, _): color = fillColor
        case .text(_, let textColor), .image(_, let textColor): color = textColor
        }
        let alpha = Float(item.opacity) * color.opacity
        // A transform that flattens everything (scaleEffect(0)) leaves nothing visible.
        guard alpha > 0, grid.columns > 0, grid.rows > 0, item.transform.lengthScale > 0 else { return }
        let ink = Ink(color: CanvasColor(color), alpha: min(alpha, 1), opacity: Float(item.opacity), blendMode: item.blendMode)

        if clipCache.paths != item.clips {
            clipCache = (item.clips, ClipRegion(item.clips))
        }
        let clip = clipCache.region
        var visible = canvasRect
        if let clipBounds = clip.bounds { visible = visible.intersection(clipBounds) }
        guard !visible.isNull, !visible.isEmpty else { return }
        let shading = item.shading.map { Shading(gradient: $0, inverse: item.transform.inverted()) }

        if item.isShadow || item.blurRadius >= Self.sharpBlurRadius {
            return drawSoftly(item, ink: ink, shading: shading, clip: clip)
        }
        switch item.content {
        case .fill(let path, _, let style):
            fill(path.applying(item.transform), style: style, ink: ink, shading: shading, visible: visible, clip: clip)
        case .stroke(let path, _, let style):
            stroke(path.applying(item.transform), style: style, scale: item.transform.lengthScale, ink: ink, shading: shading, visible: visible, clip: clip)
        case .text(let text, _):
            drawText(text, transform: item.transform, ink: ink, clip: clip)
        case .image(let picture, _):
            drawPicture(picture, of: item, ink: ink, visible: visible, clip: clip)
        }
    }

    private mutating func fill(_ path: Path, style: FillStyle, ink: Ink, shading: Shading?, visible: CGRect, clip: ClipRegion) {
        if let rect = path.axisAlignedRectangle {
            guard prepareMask(covering: rect, visible: visible) else { return }
            FillRasterizer.fill(rect, into: &mask)
        } else {
            let region = PathRegion(path.flattened(), eoFill: style.isEOFilled)
            guard let bounds = region.bounds, prepareMask(covering: bounds, visible: visible) else { return }
            FillRasterizer.fill(region, into: &mask, crossings: &crossings)
        }
        commitMask(ink: ink, shading: shading, clip: clip, layout: .quadrants)
    }

    private mutating func stroke(_ path: Path, style: StrokeStyle, scale: CGFloat, ink: Ink, shading: Shading?, visible: CGRect, clip: ClipRegion) {
        let hairline = style.lineWidth * scale <= 1
        if style.dash.isEmpty, shading == nil, let rect = path.axisAlignedRectangle ?? (hairline ? path.axisAlignedSegment : nil) {
            if let box = BoxCells(around: rect, lineWidth: style.lineWidth * scale) { drawBorder(box, ink: ink, clip: clip) }
            return
        }
        let polylines = path.flattened().dashed(style)
        let radius = StrokeRasterizer.radius(lineWidth: style.lineWidth * scale)
        guard let bounds = FlattenedPath(polylines: polylines).bounds,
              prepareMask(covering: bounds.insetBy(dx: -radius, dy: -radius), visible: visible)
        else { return }
        StrokeRasterizer.stroke(polylines, radius: radius, into: &mask)
        commitMask(ink: ink, shading: shading, clip: clip, layout: .braille)
    }

    /// Points the mask at the cells that `bounds` and `visible` share; `false` when there are none.
    mutating func prepareMask(covering bounds: CGRect, visible: CGRect) -> Bool {
        let area = bounds.intersection(visible)
        guard !area.isNull, let range = CellRange(touching: area, columns: grid.columns, rows: grid.rows) else { return false }
        mask.reset(to: range)
        return true
    }

    /// Draws the mask's bits into the grid, leaving out those whose centres the clip excludes.
    /// With a gradient, each half of a cell's quadrants takes the gradient's colour at its
    /// centre (a cell shows two colours), and each cell of dots the colour at the cell's centre.
    private mutating func commitMask(ink: Ink, shading: Shading?, clip: ClipRegion, layout: SubcellLayout) {
        let range = mask.range
        for row in range.minRow...range.maxRow {
            for column in range.minColumn...range.maxColumn {
                var bits = mask[column, row]
                guard bits != 0 else { continue }
                if !clip.isUnclipped {
                    bits = layout.bits(bits, of: column, row) { clip.contains($0) }
                }
                switch (layout, shading) {
                case (.quadrants, nil):
                    grid.drawQuadrants(bits, color: ink.color, alpha: ink.alpha, blendMode: ink.blendMode, column: column, row: row)
                case (.quadrants, let shading?):
                    let centre = CellGrid.center(column: column, row: row)
                    for (half, dy) in [(QuadrantBits.upperHalf, -CellGrid.cellHeight / 4), (QuadrantBits.lowerHalf, CellGrid.cellHeight / 4)] {
                        let halfInk = ink.painted(shading.color(at: CGPoint(x: centre.x, y: centre.y + dy)))
                        grid.drawQuadrants(bits & half, color: halfInk.color, alpha: halfInk.alpha, blendMode: ink.blendMode, column: column, row: row)
                    }
                case (.braille, _):
                    let dotInk = shading.map { ink.painted($0.color(at: CellGrid.center(column: column, row: row))) } ?? ink
                    grid.drawDots(bits, color: dotInk.color, alpha: dotInk.alpha, blendMode: ink.blendMode, column: column, row: row)
                }
            }
        }
    }
}

/// The colour an item draws with, its opacity (its own times its colour's), and how it blends.
struct Ink {
    var color: CanvasColor
    var alpha: Float
    /// The item's own opacity, without its colour's.
    var opacity: Float
    var blendMode: BlendMode

    /// The same ink in `color` (a gradient's colour at a point).
    func painted(_ color: Color.Resolved) -> Ink {
        Ink(color: CanvasColor(color), alpha: min(1, opacity * color.opacity), opacity: opacity, blendMode: blendMode)
    }
}

/// An item's gradient and the transform from the canvas back to the item's own coordinates,
/// where the gradient's geometry is.
struct Shading {
    let gradient: GradientShading
    let inverse: CGAffineTransform

    /// The gradient's colour at `point` on the canvas.
    func color(at point: CGPoint) -> Color.Resolved {
        gradient.color(at: point.applying(inverse))
    }
}

/// How a cell divides into the parts that fills and strokes turn on.
enum SubcellLayout {
    /// 2×2 quadrants of 4×8 points.
    case quadrants
    /// 2×4 braille dots of 4×4 points.
    case braille

    /// The bits of `bits` whose part's centre (in points) satisfies `isIncluded`.
    func bits(_ bits: UInt8, of column: Int, _ row: Int, where isIncluded: (CGPoint) -> Bool) -> UInt8 {
        let origin = CGPoint(x: CGFloat(column) * CellGrid.cellWidth, y: CGFloat(row) * CellGrid.cellHeight)
        let (columns, rows) = self == .quadrants ? (2, 2) : (2, 4)
        let width = CellGrid.cellWidth / CGFloat(columns), height = CellGrid.cellHeight / CGFloat(rows)
        var result: UInt8 = 0
        for y in 0..<rows {
            for x in 0..<columns {
                let bit = self == .quadrants ? QuadrantBits.bit(x: x, y: y) : BrailleBits.bit(x: x, y: y)
                guard bits & bit != 0 else { continue }
                let center = CGPoint(x: origin.x + (CGFloat(x) + 0.5) * width, y: origin.y + (CGFloat(y) + 0.5) * height)
                if isIncluded(center) { result |= bit }
            }
        }
        return result
    }
}

extension CGAffineTransform {
    /// How much the transform scales lengths on average: the square root of its area scale.
    var lengthScale: CGFloat { sqrt(abs(a * d - b * c)) }
}

import Foundation

/// The layout of `Grid`, usable on its own (for example in an `AnyLayout`): subviews made by
/// one `GridRow` form a row, one cell per column; any other subview is a row of its own that
/// spans every column.
///
/// 1. Columns are shared out like the children of an `HStack` (`StackLayout.distribute`):
///    a column's length for an offered width is the widest of its one-column cells, so a
///    column of fixed cells is inflexible and a column with a flexible cell is flexible.
/// 2. Rows are shared out the same way along the height, each cell offered its column's width.
/// 3. Cells line up in a row on its vertical guide, in a column on its horizontal guide, as in
///    a stack; a cell with `gridCellAnchor` is placed at that point of its space instead.
///
/// Cells that span several columns, and views outside a `GridRow`, widen the columns they cover
/// when they need more than those give; cells unsized on an axis take the space their column or
/// row gets without sizing it.
public struct GridLayout: NamedLayout {
    /// Where each cell's view sits in its cell.
    public var alignment: Alignment
    /// The space between columns, or `nil` for the default.
    public var horizontalSpacing: CGFloat?
    /// The space between rows, or `nil` for the default.
    public var verticalSpacing: CGFloat?

    /// A grid layout with `alignment` in each cell and the spacings given.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    var name: String { "Grid" }

    /// The size of the rows and columns the subviews make.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrangement(proposal, subviews: subviews).size
    }

    /// Places each subview in its cell with the grid's alignment.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for placement in arrangement(proposal, subviews: subviews).placements {
            subviews[placement.index].place(
                at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
                proposal: placement.proposal)
        }
    }

    /// Where each subview goes, relative to the grid's top-leading corner, and the grid's size.
    struct Arrangement {
        struct Placement {
            let index: Int
            let origin: CGPoint
            let proposal: ProposedViewSize
        }

        var size: CGSize
        var placements: [Placement]
    }

    func arrangement(_ proposal: ProposedViewSize, subviews: Subviews) -> Arrangement {
        let grid = GridStructure(subviews)
        let columnGap = horizontalSpacing ?? ViewSpacing.defaultLength
        let rowGap = verticalSpacing ?? ViewSpacing.defaultLength

        // 1. Columns.
        let sizingCells = (0..<grid.columnCount).map { column in
            grid.cells(inColumn: column).filter { !subviews[$0.index][GridCellUnsizedAxesKey.self].contains(.horizontal) }
        }
        func columnWidth(_ column: Int, offered width: CGFloat?) -> CGFloat {
            sizingCells[column].map { subviews[$0.index].sizeThatFits(ProposedViewSize(width: width, height: proposal.height)).width }.max() ?? 0
        }
        var columnWidths = Self.lengths(
            of: grid.columnCount, in: proposal.width, gap: columnGap,
            priority: { sizingCells[$0].map { subviews[$0.index].priority }.max() ?? 0 },
            length: columnWidth)
        // A cell that covers several columns sizes them too: what it takes beyond them is shared
        // out equally among them. So a Divider between rows widens the whole grid to the width
        // it is offered, unless `gridCellUnsizedAxes(.horizontal)` says otherwise (Apple's Grid
        // documentation, "Multicolumn cells").
        for (index, columns) in grid.spanningCells where !columns.isEmpty
            && !subviews[index][GridCellUnsizedAxesKey.self].contains(.horizontal) {
            let gaps = columnGap * CGFloat(columns.count - 1)
            let covered = columns.reduce(gaps) { $0 + columnWidths[$1] }
            let total = columnWidths.reduce(columnGap * CGFloat(grid.columnCount - 1), +)
            let offered = proposal.width.map { covered + max(0, $0 - total) }
            let taken = subviews[index].sizeThatFits(ProposedViewSize(width: offered, height: proposal.height)).width
            guard taken > covered else { continue }
            for column in columns { columnWidths[column] += (taken - covered) / CGFloat(columns.count) }
        }
        var columnStarts: [CGFloat] = []
        var position: CGFloat = 0
        for width in columnWidths {
            columnStarts.append(position)
            position += width + columnGap
        }
        let columnsWidth = max(0, position - columnGap)
        func width(of cell: GridStructure.Cell) -> CGFloat {
            let last = cell.column + cell.span - 1
            return columnStarts[last] + columnWidths[last] - columnStarts[cell.column]
        }
        // A grid of spanning rows only is as wide as they are, like a VStack.
        let spanningWidth: CGFloat? = grid.columnCount == 0 ? nil : columnsWidth
        func cellWidth(_ row: GridStructure.Row, _ cell: GridStructure.Cell) -> CGFloat? {
            row.spansAllColumns ? spanningWidth ?? proposal.width : width(of: cell)
        }

        // 2. Rows. A divider outside any GridRow is a row of its own: 1 point in SwiftUI, a
        // whole row of cells here, so that its line is not drawn on the next row's text.
        func rowHeight(_ row: Int, offered height: CGFloat?) -> CGFloat {
            let rowValue = grid.rows[row]
            let measured = rowValue.cells
                .filter { !subviews[$0.index][GridCellUnsizedAxesKey.self].contains(.vertical) }
                .map { subviews[$0.index].sizeThatFits(ProposedViewSize(width: cellWidth(rowValue, $0), height: height)).height }
                .max() ?? 0
            let isDividerRow = rowValue.spansAllColumns && rowValue.cells.allSatisfy { subviews[$0.index][DividerRowKey.self] }
            return isDividerRow ? max(measured, CellGrid.cellHeight) : measured
        }
        let rowHeights = Self.lengths(
            of: grid.rows.count, in: proposal.height, gap: rowGap,
            priority: { grid.rows[$0].cells.map { subviews[$0.index].priority }.max() ?? 0 },
            length: rowHeight)

        // 3. Cells in their space, lined up along rows and columns.
        var placements: [Arrangement.Placement] = []
        var proposals: [Int: ProposedViewSize] = [:]
        for (rowIndex, row) in grid.rows.enumerated() {
            for cell in row.cells {
                proposals[cell.index] = ProposedViewSize(width: cellWidth(row, cell), height: rowHeights[rowIndex])
            }
        }
        func dimensions(_ cell: GridStructure.Cell) -> ViewDimensions {
            subviews[cell.index].dimensions(in: proposals[cell.index]!)
        }
        func isAnchored(_ cell: GridStructure.Cell) -> Bool { subviews[cell.index][GridCellAnchorKey.self] != nil }

        var xOffsets: [Int: CGFloat] = [:]
        for column in 0..<grid.columnCount {
            let guide = grid.cells(inColumn: column).lazy.compactMap { subviews[$0.index][GridColumnAlignmentKey.self] }.first
                ?? alignment.horizontal
            let cells = grid.cells(inColumn: column).filter { !isAnchored($0) }
            let extent = AlignedExtent(cells.map(dimensions), key: guide.key, axis: .horizontal)
            // The cells, lined up, sit in the column by the same guide: centred in a column wider
            // than all of them, for instance.
            let shift = Self.offset(of: CGSize(width: extent.length, height: 0), in: CGSize(width: columnWidths[column], height: 0), guide: guide.key)
            for (cell, origin) in zip(cells, extent.origins) { xOffsets[cell.index] = shift + origin }
        }

        var y: CGFloat = 0
        var width = spanningWidth ?? 0
        for (rowIndex, row) in grid.rows.enumerated() {
            let guide = row.alignment ?? alignment.vertical
            let aligned = row.cells.filter { !isAnchored($0) }
            let extent = AlignedExtent(aligned.map(dimensions), key: guide.key, axis: .vertical)
            let height = max(rowHeights[rowIndex], extent.length)
            let shift = Self.offset(of: CGSize(width: 0, height: extent.length), in: CGSize(width: 0, height: height), guide: guide.key)
            var yOffsets: [Int: CGFloat] = [:]
            for (cell, origin) in zip(aligned, extent.origins) { yOffsets[cell.index] = shift + origin }
            for cell in row.cells {
                let size = dimensions(cell).size
                let x = row.spansAllColumns ? 0 : columnStarts[cell.column]
                let space = CGSize(width: cellWidth(row, cell) ?? size.width, height: height)
                var origin: CGPoint
                if let anchor = subviews[cell.index][GridCellAnchorKey.self] {
                    origin = CGPoint(x: x + anchor.x * (space.width - size.width), y: y + anchor.y * (space.height - size.height))
                } else {
                    let xOffset = xOffsets[cell.index] ?? Self.offset(of: dimensions(cell).size, in: space, guide: alignment.horizontal.key)
                    origin = CGPoint(x: x + xOffset, y: y + (yOffsets[cell.index] ?? 0))
                }
                if row.spansAllColumns, spanningWidth == nil { width = max(width, size.width) }
                placements.append(.init(index: cell.index, origin: origin, proposal: proposals[cell.index]!))
            }
            y += height + rowGap
        }
        return Arrangement(size: CGSize(width: width, height: max(0, y - rowGap)), placements: placements)
    }

    /// The lengths of `count` columns or rows in a proposed length: shared out like a stack's
    /// children when the length is a number, each at its ideal (`nil`) or largest (∞) otherwise.
    private static func lengths(
        of count: Int, in proposed: CGFloat?, gap: CGFloat, priority: (Int) -> Double, length: (Int, CGFloat?) -> CGFloat
    ) -> [CGFloat] {
        guard let proposed, proposed.isFinite else { return (0..<count).map { length($0, proposed) } }
        let available = max(0, proposed - gap * CGFloat(max(0, count - 1)))
        let offers = StackLayout.distribute(available, among: count, priority: priority) { length($0, $1) }
        return offers.enumerated().map { length($0, $1) }
    }

    /// Where something of `size` goes in `space` along the guide's axis: its guide's default
    /// value on the space's (a cell spanning columns, a column's cells lined up together).
    private static func offset(of size: CGSize, in space: CGSize, guide: AlignmentKey) -> CGFloat {
        func value(_ size: CGSize) -> CGFloat {
            guide.id.defaultValue(in: ViewDimensions(size: size, node: nil, proposal: ProposedViewSize(size)))
        }
        return value(space) - value(size)
    }
}

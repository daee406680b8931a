import Foundation

/// The rows and columns that a grid's subviews make.
struct GridStructure {
    struct Cell {
        let index: Int
        let column: Int
        let span: Int
    }

    struct Row {
        var cells: [Cell]
        /// The row's own vertical alignment, from its `GridRow`.
        var alignment: VerticalAlignment?
        /// A view outside any `GridRow`, alone in its row across every column.
        var spansAllColumns: Bool
    }

    private(set) var rows: [Row] = []
    private(set) var columnCount = 0

    init(_ subviews: LayoutSubviews) {
        var membership: GridRowMembership?
        var column = 0
        for index in subviews.indices {
            guard let member = subviews[index][GridRowMembershipKey.self] else {
                membership = nil
                rows.append(Row(cells: [Cell(index: index, column: 0, span: 1)], alignment: nil, spansAllColumns: true))
                continue
            }
            if member !== membership {
                membership = member
                column = 0
                rows.append(Row(cells: [], alignment: member.alignment, spansAllColumns: false))
            }
            let span = subviews[index][GridCellColumnsKey.self]
            rows[rows.count - 1].cells.append(Cell(index: index, column: column, span: span))
            column += span
            columnCount = max(columnCount, column)
        }
    }

    /// The cells of `column` that occupy it alone.
    func cells(inColumn column: Int) -> [Cell] {
        rows.filter { !$0.spansAllColumns }.flatMap { $0.cells.filter { $0.column == column && $0.span == 1 } }
    }

    /// The cells that cover several columns, with the columns they cover: views outside any
    /// `GridRow` cover them all, cells with `gridCellColumns` the ones they span.
    var spanningCells: [(index: Int, columns: Range<Int>)] {
        rows.flatMap { row in
            row.spansAllColumns
                ? row.cells.map { ($0.index, 0..<columnCount) }
                : row.cells.filter { $0.span > 1 }.map { ($0.index, $0.column..<min(columnCount, $0.column + $0.span)) }
        }
    }
}

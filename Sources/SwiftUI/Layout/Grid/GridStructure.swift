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

    /// The cells of `column` that occupy it alone (a cell spanning columns sizes none of them).
    func cells(inColumn column: Int) -> [Cell] {
        rows.filter { !$0.spansAllColumns }.flatMap { $0.cells.filter { $0.column == column && $0.span == 1 } }
    }
}

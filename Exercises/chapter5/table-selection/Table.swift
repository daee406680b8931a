import SwiftUI

// Exercise: the table's bonus, a selection (chapter 5).
//
// This file starts from a finished table (do the `table` exercise first if you want to write
// one yourself): each cell reports its size, and every cell is framed to its column's width
// and its row's height. Make the cells selectable:
//
// 1. Tapping a cell selects it, and the selected cell has a blue border 2 points wide around
//    the whole cell, its padding included.
// 2. Then make the selection a single rectangle that moves from cell to cell: when another cell
//    is tapped, it slides there (and takes that cell's size) with a linear animation lasting
//    0.5 seconds. Draw it over the table with an anchor preference, or with
//    matchedGeometryEffect.
//
// Keep the type's name and its `cells` property: the checker builds scenarios such as
// `Table(cells: [[Text("a"), Text("b")], [Text("cc"), Text("d")]])` and taps cells by their text.
//
// Check your work with `learn check table-selection`; `learn hint table-selection` gives one
// hint at a time. Keep this file to declarations (no top-level statements).

/// The widest cell of each column and the tallest cell of each row.
struct TableSizes: Equatable {
    var columnWidths: [Int: CGFloat] = [:]
    var rowHeights: [Int: CGFloat] = [:]
}

struct TableSizesKey: PreferenceKey {
    static let defaultValue = TableSizes()

    static func reduce(value: inout TableSizes, nextValue: () -> TableSizes) {
        let next = nextValue()
        value.columnWidths.merge(next.columnWidths, uniquingKeysWith: max)
        value.rowHeights.merge(next.rowHeights, uniquingKeysWith: max)
    }
}

extension View {
    /// Reports this view's size as a candidate for its column's width and its row's height.
    func reportSize(row: Int, column: Int) -> some View {
        background {
            GeometryReader { proxy in
                Color.clear.preference(key: TableSizesKey.self,
                                       value: TableSizes(columnWidths: [column: proxy.size.width], rowHeights: [row: proxy.size.height]))
            }
        }
    }
}

struct Table<Cell: View>: View {
    var cells: [[Cell]]
    @State private var sizes = TableSizes()

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(cells.indices, id: \.self) { row in
                HStack(alignment: .top, spacing: 0) {
                    ForEach(cells[row].indices, id: \.self) { column in
                        cell(row: row, column: column)
                    }
                }
                .background(row.isMultiple(of: 2) ? Color.clear : Color.gray)
            }
        }
        .onPreferenceChange(TableSizesKey.self) { sizes = $0 }
    }

    /// One cell: as wide as its column, as tall as its row, with 8 points on its left and right.
    func cell(row: Int, column: Int) -> some View {
        cells[row][column]
            .fixedSize()
            .reportSize(row: row, column: column)
            .frame(width: sizes.columnWidths[column], height: sizes.rowHeights[row], alignment: .topLeading)
            .padding(.horizontal, 8)
    }
}

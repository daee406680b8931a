// MUST FAIL: the row and the column are swapped when the selection is compared with a cell, so the border lands on the cell at (column, row), or on none ("a header cell", "a cell in the first column", "tapping another cell moves the selection", the sliding scenarios).
import SwiftUI

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
    func reportSize(row: Int, column: Int) -> some View {
        background {
            GeometryReader { proxy in
                Color.clear.preference(key: TableSizesKey.self,
                                       value: TableSizes(columnWidths: [column: proxy.size.width], rowHeights: [row: proxy.size.height]))
            }
        }
    }
}

/// A cell's place in the table.
struct CellPosition: Equatable {
    var row: Int
    var column: Int
}

/// The bounds of the selected cell; only that cell sets it, so `reduce` keeps whichever
/// value is not nil.
struct SelectionKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil

    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// A blue rectangle over the bounds that `anchor` resolves to, or nothing.
struct SelectionRectangle: View {
    let anchor: Anchor<CGRect>?

    var body: some View {
        GeometryReader { proxy in
            if let anchor {
                let bounds = proxy[anchor]
                Color.clear
                    .border(Color.blue, width: 2)
                    .frame(width: bounds.width, height: bounds.height)
                    .offset(x: bounds.minX, y: bounds.minY)
            }
        }
    }
}

struct Table<Cell: View>: View {
    var cells: [[Cell]]
    @State private var sizes = TableSizes()
    @State private var selection: CellPosition?

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
        .overlayPreferenceValue(SelectionKey.self) { SelectionRectangle(anchor: $0) }
    }

    func cell(row: Int, column: Int) -> some View {
        let position = CellPosition(row: row, column: column)
        return cells[row][column]
            .fixedSize()
            .reportSize(row: row, column: column)
            .frame(width: sizes.columnWidths[column], height: sizes.rowHeights[row], alignment: .topLeading)
            .padding(.horizontal, 8)
            .anchorPreference(key: SelectionKey.self, value: .bounds) { selection == CellPosition(row: column, column: row) ? $0 : nil }
            .onTapGesture {
                withAnimation(.linear(duration: 0.5)) { selection = position }
            }
    }
}

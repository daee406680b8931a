// MUST FAIL (the sliding scenarios only): step 1 alone: a border on each cell, blue on the selected one and clear on the others, changed inside withAnimation; the old border fades out and the new one fades in where they are, and no rectangle travels between the cells.
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

struct Table<Cell: View>: View {
    var cells: [[Cell]]
    @State private var sizes = TableSizes()
    @State private var selectedRow: Int?
    @State private var selectedColumn: Int?

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(cells.indices, id: \.self) { row in
                HStack(alignment: .top, spacing: 0) {
                    ForEach(cells[row].indices, id: \.self) { column in
                        cells[row][column]
                            .fixedSize()
                            .reportSize(row: row, column: column)
                            .frame(width: sizes.columnWidths[column], height: sizes.rowHeights[row], alignment: .topLeading)
                            .padding(.horizontal, 8)
                            .border(selectedRow == row && selectedColumn == column ? Color.blue : Color.clear, width: 2)
                            .onTapGesture {
                                withAnimation(.linear(duration: 0.5)) {
                                    selectedRow = row
                                    selectedColumn = column
                                }
                            }
                    }
                }
                .background(row.isMultiple(of: 2) ? Color.clear : Color.gray)
            }
        }
        .onPreferenceChange(TableSizesKey.self) { sizes = $0 }
    }
}

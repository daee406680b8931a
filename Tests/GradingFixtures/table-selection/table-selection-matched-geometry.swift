// MUST PASS: the matchedGeometryEffect design: every cell is the source of a geometry group named by its position, and one rectangle in the table's overlay follows the selected cell's group (isSource: false).
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

struct CellID: Hashable {
    var row: Int
    var column: Int
}

struct Table<Cell: View>: View {
    var cells: [[Cell]]
    @State private var sizes = TableSizes()
    @State private var selection: CellID?
    @Namespace private var cellFrames

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
                            .matchedGeometryEffect(id: CellID(row: row, column: column), in: cellFrames)
                            .onTapGesture {
                                withAnimation(.linear(duration: 0.5)) {
                                    selection = CellID(row: row, column: column)
                                }
                            }
                    }
                }
                .background(row.isMultiple(of: 2) ? Color.clear : Color.gray)
            }
        }
        .onPreferenceChange(TableSizesKey.self) { sizes = $0 }
        .overlay {
            if let selection {
                Color.clear
                    .border(Color.blue, width: 2)
                    .matchedGeometryEffect(id: selection, in: cellFrames, isSource: false)
            }
        }
    }
}

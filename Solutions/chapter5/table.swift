import SwiftUI

/// Collects the widest cell of each column, keyed by the column's index.
struct ColumnWidthPreference: PreferenceKey {
    static let defaultValue: [Int: CGFloat] = [:]

    static func reduce(value: inout [Int: CGFloat], nextValue: () -> [Int: CGFloat]) {
        value.merge(nextValue(), uniquingKeysWith: max)
    }
}

extension View {
    /// Reports this view's width as a candidate for `column`'s width.
    func columnWidth(_ column: Int) -> some View {
        background {
            GeometryReader { proxy in
                Color.clear.preference(key: ColumnWidthPreference.self, value: [column: proxy.size.width])
            }
        }
    }
}

struct Table<Cell: View>: View {
    var cells: [[Cell]]
    @State private var columnWidths: [Int: CGFloat] = [:]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(cells.indices, id: \.self) { row in
                HStack(alignment: .top, spacing: 0) {
                    ForEach(cells[row].indices, id: \.self) { column in
                        cells[row][column]
                            .fixedSize()
                            .columnWidth(column)
                            .frame(width: columnWidths[column], alignment: .leading)
                            .padding(.horizontal, 8)
                    }
                }
                .background(row.isMultiple(of: 2) ? Color.clear : Color.gray)
            }
        }
        .onPreferenceChange(ColumnWidthPreference.self) { columnWidths = $0 }
    }
}

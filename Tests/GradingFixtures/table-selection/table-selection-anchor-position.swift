// MUST PASS: a second anchor design: the selection is a (row, column) tuple, the rectangle is placed with .position at the anchor's centre (not an offset), and the selection preference's reduce keeps the last non-nil value.
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

struct SelectedBounds: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil

    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        if let next = nextValue() { value = next }
    }
}

struct Table<Cell: View>: View {
    var cells: [[Cell]]
    @State private var sizes = TableSizes()
    @State private var selected: (row: Int, column: Int)?

    private func isSelected(_ row: Int, _ column: Int) -> Bool {
        selected.map { $0.row == row && $0.column == column } ?? false
    }

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
                            .anchorPreference(key: SelectedBounds.self, value: .bounds) { isSelected(row, column) ? $0 : nil }
                            .onTapGesture {
                                withAnimation(.linear(duration: 0.5)) { selected = (row, column) }
                            }
                    }
                }
                .background(row.isMultiple(of: 2) ? Color.clear : Color.gray)
            }
        }
        .onPreferenceChange(TableSizesKey.self) { sizes = $0 }
        .overlayPreferenceValue(SelectedBounds.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Rectangle()
                        .fill(Color.clear)
                        .border(Color.blue, width: 2)
                        .frame(width: rect.width, height: rect.height)
                        .position(x: rect.midX, y: rect.midY)
                }
            }
        }
    }
}

// MUST PASS: a second design: the widths travel as an array indexed by column (merged element by element), measured in an overlay, and rows test parity with % instead of isMultiple(of:).
import SwiftUI

struct ColumnWidths: PreferenceKey {
    static let defaultValue: [CGFloat] = []

    static func reduce(value: inout [CGFloat], nextValue: () -> [CGFloat]) {
        let next = nextValue()
        let count = max(value.count, next.count)
        value = (0..<count).map { index in
            max(index < value.count ? value[index] : 0, index < next.count ? next[index] : 0)
        }
    }
}

struct Table<Cell: View>: View {
    var cells: [[Cell]]
    @State private var widths: [CGFloat] = []

    private func width(of column: Int) -> CGFloat? {
        column < widths.count ? widths[column] : nil
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(cells.indices, id: \.self) { row in
                HStack(alignment: .top, spacing: 0) {
                    ForEach(cells[row].indices, id: \.self) { column in
                        cells[row][column]
                            .fixedSize()
                            .overlay {
                                GeometryReader { proxy in
                                    Color.clear.preference(
                                        key: ColumnWidths.self,
                                        value: Array(repeating: 0, count: column) + [proxy.size.width])
                                }
                            }
                            .frame(width: width(of: column), alignment: .leading)
                            .padding(.horizontal, 8)
                    }
                }
                .background(row % 2 == 1 ? Color.gray : Color.clear)
            }
        }
        .onPreferenceChange(ColumnWidths.self) { widths = $0 }
    }
}

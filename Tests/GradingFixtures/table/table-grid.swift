// MUST PASS: a Grid sizes each column to its widest cell by itself; each cell fills its grid cell (flexible frame, top-leading) so the row's gray background spans the whole row.
import SwiftUI

struct Table<Cell: View>: View {
    var cells: [[Cell]]

    var body: some View {
        Grid(alignment: .topLeading, horizontalSpacing: 0, verticalSpacing: 0) {
            ForEach(cells.indices, id: \.self) { row in
                GridRow {
                    ForEach(cells[row].indices, id: \.self) { column in
                        cells[row][column]
                            .fixedSize()
                            .padding(.horizontal, 8)
                            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                            .background(row.isMultiple(of: 2) ? Color.clear : Color.gray)
                    }
                }
            }
        }
    }
}

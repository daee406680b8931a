import SwiftUI

// Exercise: a table (chapter 5).
//
// Show rows of cells so that each column is as wide as its widest cell: measure the cells
// with a preference, collect the widths with `onPreferenceChange`, and give every cell its
// column's width. Columns are leading-aligned, rows top-aligned, and every second row (the
// second, the fourth, ...) has a gray background.
//
// Keep the type's name and its `cells` property: the checker builds scenarios such as
// `Table(cells: [[Text("a"), Text("b")], [Text("cc"), Text("d")]])`.
//
// Check your work with `learn check table`; `learn hint table` gives one hint at a time.
// Keep this file to declarations (no top-level statements).

struct Table<Cell: View>: View {
    var cells: [[Cell]]

    var body: some View {
        // Replace this: for now the rows are stacked but the columns do not line up.
        VStack(alignment: .leading, spacing: 0) {
            ForEach(cells.indices, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(cells[row].indices, id: \.self) { column in
                        cells[row][column].padding(.horizontal, 8)
                    }
                }
            }
        }
    }
}

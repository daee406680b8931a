import SwiftUI

// Reference solution for the receipt (chapter 5, after step 17).
//
// A Grid makes every column as wide as its widest cell, in every row. The quantity and price
// columns are aligned trailing by one cell each (gridColumnAlignment is a setting for the whole
// column); the rule outside any GridRow spans the grid, and gridCellUnsizedAxes(.horizontal)
// keeps it from widening the columns to all it is offered; "Total" spans the first two columns
// with gridCellColumns(2), so the sum lines up under the prices.

struct Receipt: View {
    var items: [Purchase]
    var total: String

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 0) {
            GridRow {
                Text("Item")
                Text("Qty").gridColumnAlignment(.trailing)
                Text("Price").gridColumnAlignment(.trailing)
            }
            Color.gray
                .frame(height: 16)
                .gridCellUnsizedAxes(.horizontal)
            ForEach(items, id: \.self) { item in
                GridRow {
                    Text(item.name)
                    Text("\(item.quantity)")
                    Text(item.price)
                }
            }
            GridRow {
                Text("Total").gridCellColumns(2)
                Text(total)
            }
        }
    }
}

// MUST FAIL: the rule has no gridCellUnsizedAxes(.horizontal), so it sizes the columns like any cell: offered the whole window, it widens the grid to all of it and the columns share the extra width.
import SwiftUI

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

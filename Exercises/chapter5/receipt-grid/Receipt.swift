import SwiftUI

// Exercise: a receipt on a grid (chapter 5, after step 17, Grid).
//
// A receipt whose columns line up: the items, their quantities and prices, a grey rule under
// the header, and the total under the prices. This one builds each row as an HStack, so every
// row sizes its cells by itself and nothing lines up. Rebuild it as the instructions
// (`learn exercises receipt-grid`) describe. `Purchase` is declared by the checker:
// `struct Purchase: Hashable { var name: String; var quantity: Int; var price: String }`.
//
// Check your work with `learn check receipt-grid`; `learn hint receipt-grid` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

struct Receipt: View {
    var items: [Purchase]
    var total: String

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 16) {
                Text("Item")
                Text("Qty")
                Text("Price")
            }
            Color.gray
                .frame(height: 16)
            ForEach(items, id: \.self) { item in
                HStack(spacing: 16) {
                    Text(item.name)
                    Text("\(item.quantity)")
                    Text(item.price)
                }
            }
            HStack(spacing: 16) {
                Text("Total")
                Text(total)
            }
        }
    }
}

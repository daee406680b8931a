// MUST PASS: a Grid (step 17) sizes the label column by its widest cell and aligns it trailing, with no preference at all; with a horizontal spacing of 8 and no vertical spacing it draws the same form.
import SwiftUI

struct LabelledForm: View {
    var labels: [String]
    var values: [String]

    var body: some View {
        Grid(alignment: .topLeading, horizontalSpacing: 8, verticalSpacing: 0) {
            ForEach(labels.indices, id: \.self) { index in
                GridRow {
                    Text(labels[index])
                        .foregroundStyle(Color.gray)
                        .gridColumnAlignment(.trailing)
                    Text(values[index])
                }
            }
        }
    }
}

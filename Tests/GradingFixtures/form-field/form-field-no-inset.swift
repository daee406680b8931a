// MUST FAIL: leaves out the padding, so the label touches the field's leading edge instead of starting one cell in from it.
import SwiftUI

struct FormField: View {
    var label: String

    var body: some View {
        Text(label)
            .frame(width: 200, height: 48, alignment: .leading)
            .border(Color.gray)
    }
}

// MUST FAIL: "Overdue" is red now, but the limit and the grey stayed on the outer stack, so the title is cut after one line and grey.
import SwiftUI

struct LoanCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("The Wind in the Willows, the illustrated edition")
            VStack(alignment: .leading, spacing: 0) {
                Text("Borrowed on 3 March by the reading group")
                Text("Due back on 17 March at the front desk")
                Text("Overdue")
                    .foregroundStyle(.red)
            }
        }
        .lineLimit(1)
        .foregroundStyle(.gray)
    }
}

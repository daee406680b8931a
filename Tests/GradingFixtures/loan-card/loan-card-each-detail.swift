// MUST PASS: no modifier on either stack; each detail line gets its own limit and colour, with "Overdue" red instead of grey.
import SwiftUI

struct LoanCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("The Wind in the Willows, the illustrated edition")
            VStack(alignment: .leading, spacing: 0) {
                Text("Borrowed on 3 March by the reading group")
                    .lineLimit(1)
                    .foregroundStyle(.gray)
                Text("Due back on 17 March at the front desk")
                    .lineLimit(1)
                    .foregroundStyle(.gray)
                Text("Overdue")
                    .lineLimit(1)
                    .foregroundStyle(.red)
            }
        }
    }
}

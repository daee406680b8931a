import SwiftUI

// Reference solution for the loan card (chapter 3, after step 4).
//
// An environment modifier reaches the view it wraps and everything inside it, never a sibling:
// set on the inner stack, the limit and the grey reach the three detail lines and not the title.
// A value set closer to a view wins, so "Overdue" is red inside the grey stack.

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
            .lineLimit(1)
            .foregroundStyle(.gray)
        }
    }
}

// MUST FAIL: the settings moved to the inner stack, but the red was put on that stack too, before the grey; the inner of the two colour modifiers wins, so every detail is red.
import SwiftUI

struct LoanCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("The Wind in the Willows, the illustrated edition")
            VStack(alignment: .leading, spacing: 0) {
                Text("Borrowed on 3 March by the reading group")
                Text("Due back on 17 March at the front desk")
                Text("Overdue")
            }
            .foregroundStyle(.red)
            .lineLimit(1)
            .foregroundStyle(.gray)
        }
    }
}

import SwiftUI

// Exercise: a library loan card (chapter 3, after step 4).
//
// The card shows a book's title and, below it, three lines about the loan. The details should be
// grey and kept to one line each, cut with "…", and the last one, "Overdue", should be red. The
// title should wrap onto as many lines as it needs, in the default colour.
//
// Right now the title is cut and grey too, and "Overdue" is grey like the rest. Fix both. Keep
// `LoanCard()` (no arguments), the texts and the two stacks: the checker builds its scenarios
// with them. Check your work with `learn check loan-card` (in the REPL: `:check`); `learn hint
// loan-card` gives one hint at a time. Keep this file to declarations (no top-level statements).

struct LoanCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("The Wind in the Willows, the illustrated edition")
            VStack(alignment: .leading, spacing: 0) {
                Text("Borrowed on 3 March by the reading group")
                Text("Due back on 17 March at the front desk")
                Text("Overdue") // red
            }
        }
        .lineLimit(1)
        .foregroundStyle(.gray)
    }
}

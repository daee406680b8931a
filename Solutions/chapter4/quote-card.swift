import SwiftUI

// Reference solution for the quote-card exercise (chapter 4, step 16).
//
// Two settings are easy to confuse. `.multilineTextAlignment` places the lines inside one
// wrapped text; it cannot move a view. The VStack's alignment places whole views: the column is
// as wide as its widest child, and `.trailing` puts the author's line, and a quote narrower than
// the author, at the column's trailing edge. Trailing, not right, so the card mirrors right to
// left by itself. The quote's lines keep their own alignment (the grader compares where each
// text is, not how the lines inside a text are arranged).

struct QuoteCard: View {
    let quote: String
    let author: String

    var body: some View {
        VStack(alignment: .trailing, spacing: 0) {
            Text(quote)
            Text("— \(author)")
        }
    }
}

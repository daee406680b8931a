import SwiftUI

// Exercise: a quotation and its author (chapter 4, after step 16, alignment in stacks).
//
// The author's line should end at the card's trailing edge, but it is centred under the quote:
// the text alignment written here does not move it. Fix it as the instructions
// (`learn exercises quote-card`) describe.
//
// Check your work with `learn check quote-card`; `learn hint quote-card` gives one hint at a
// time. Keep this file to declarations: the checker adds the code that builds each scenario.

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

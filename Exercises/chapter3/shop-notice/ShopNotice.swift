import SwiftUI

// Exercise: a notice that wraps as one sentence (chapter 3, after step 3).
//
// The notice on the shop door starts with one word in bold. Putting the bold word and the rest
// of the sentence side by side in an HStack keeps the word bold, but in a narrow space the two
// parts wrap as two columns: the sentence never flows back under "Closed".
//
// Make the notice one text that wraps as a whole, with "Closed" still bold. Keep `ShopNotice()`
// (no arguments) and the words of the sentence: the checker builds its scenarios with them.
// Check your work with `learn check shop-notice` (in the REPL: `:check`); `learn hint
// shop-notice` gives one hint at a time. Keep this file to declarations (no top-level
// statements).

struct ShopNotice: View {
    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            Text("Closed")
                .bold()
            Text("on Monday for a tasting; open again on Tuesday at nine")
        }
    }
}

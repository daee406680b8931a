import SwiftUI

// Reference solution for the shop notice (chapter 3, after step 3).
//
// Text's own bold() returns a Text, and a Text can be interpolated into another text's string.
// The result is one text, which wraps as a whole: the bold word starts the first line and the
// rest of the sentence flows after it, breaking wherever a line is full.

struct ShopNotice: View {
    var body: some View {
        Text("\(Text("Closed").bold()) on Monday for a tasting; open again on Tuesday at nine")
    }
}

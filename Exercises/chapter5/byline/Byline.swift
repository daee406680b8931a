import SwiftUI

// Exercise: a byline that fits (chapter 5, after step 15, ViewThatFits).
//
// An article's byline: on one line when there is room, on two lines when the width is short,
// and the author's name alone when even that does not fit. This one always shows two lines, even
// where one would fit, and in a single line of height it does not give up. Fix it as the
// instructions (`learn exercises byline`) describe.
//
// Check your work with `learn check byline`; `learn hint byline` gives one hint at a time.
// Keep this file to declarations: the checker adds the code that builds each scenario.

struct Byline: View {
    var author: String
    var date: String

    var body: some View {
        ViewThatFits(in: .horizontal) {
            VStack(alignment: .leading, spacing: 0) {
                Text("By \(author)")
                Text(date)
            }
            Text("By \(author) · \(date)")
            Text(author)
        }
    }
}

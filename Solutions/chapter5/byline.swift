import SwiftUI

// Reference solution for the byline (chapter 5, after step 15).
//
// ViewThatFits tries its children in order and shows the first whose ideal size fits the
// proposal on both axes, or the last one if none does. So the widest form comes first: the
// whole byline on one line; then the two-line form, which needs less width but more height;
// last the author's name alone, shown when nothing else fits.

struct Byline: View {
    var author: String
    var date: String

    var body: some View {
        ViewThatFits {
            Text("By \(author) · \(date)")
            VStack(alignment: .leading, spacing: 0) {
                Text("By \(author)")
                Text(date)
            }
            Text(author)
        }
    }
}

// MUST PASS: two ViewThatFits nested, the inner one choosing between the two-line form and the name; the outer one tries the line first and its last child, the inner one, is shown when the line does not fit, which then picks as the reference does.
import SwiftUI

struct Byline: View {
    var author: String
    var date: String

    var body: some View {
        ViewThatFits {
            Text("By " + author + " · " + date)
            ViewThatFits {
                VStack(alignment: .leading, spacing: 0) {
                    Text("By \(author)")
                    Text(date)
                }
                Text(author)
            }
        }
    }
}

// MUST FAIL (where not even two lines fit): there is no last resort, so where neither form fits ViewThatFits shows its last child, the two-line form, too wide or too tall for the space.
import SwiftUI

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
        }
    }
}

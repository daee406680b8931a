// MUST FAIL ("one line of height: the name alone"): the order is right, but ViewThatFits(in: .horizontal) checks only the width, so in a space 16 points tall the two-line form is still chosen.
import SwiftUI

struct Byline: View {
    var author: String
    var date: String

    var body: some View {
        ViewThatFits(in: .horizontal) {
            Text("By \(author) · \(date)")
            VStack(alignment: .leading, spacing: 0) {
                Text("By \(author)")
                Text(date)
            }
            Text(author)
        }
    }
}

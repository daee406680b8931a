// MUST FAIL: the learner changed PackItem's default to "*" instead of passing the list's marker, so lists made with "*" look right but every other marker, and the default "-", is lost.
import SwiftUI

struct PackItem: View {
    var title: String
    var marker = "*"

    var body: some View {
        HStack {
            Text(marker)
            Text(title)
        }
    }
}

struct PackingList: View {
    var titles: [String]
    var marker = "-"

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(titles, id: \.self) { title in
                PackItem(title: title)
            }
        }
    }
}

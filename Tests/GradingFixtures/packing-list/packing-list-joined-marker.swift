// MUST FAIL: the list passes its marker by gluing it to the title, so each entry shows its own "-" followed by "* Passport" as its title.
import SwiftUI

struct PackItem: View {
    var title: String
    var marker = "-"

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
                PackItem(title: marker + " " + title)
            }
        }
    }
}

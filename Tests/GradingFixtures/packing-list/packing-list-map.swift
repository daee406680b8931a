// MUST PASS: the list goes over the titles with their offsets as identity and passes the marker to each entry; PackItem spells out its initialiser with the default instead of a property default.
import SwiftUI

struct PackItem: View {
    var title: String
    var marker: String

    init(title: String, marker: String = "-") {
        self.title = title
        self.marker = marker
    }

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
            ForEach(Array(titles.enumerated()), id: \.offset) { pair in
                PackItem(title: pair.element, marker: marker)
            }
        }
    }
}

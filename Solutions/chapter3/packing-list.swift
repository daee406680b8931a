import SwiftUI

// Reference solution for the packing list (chapter 3, after step 6).
//
// A setting passed as a parameter reaches only the view it is passed to. The list has to hand
// its marker on to every entry it makes, explicitly; nothing carries it there by itself.

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
                PackItem(title: title, marker: marker)
            }
        }
    }
}

import SwiftUI

// Exercise: a packing list with one marker (chapter 3, after step 6).
//
// PackItem shows a marker and a title; its marker is a parameter with a default, "-". PackingList
// makes one PackItem per title and takes a marker of its own, so that a whole list can use "*" or
// "[ ]" at once. But the list's marker never reaches its entries: every entry still shows "-".
//
// Make the list's marker reach every entry it makes. Keep `PackItem(title:marker:)` and
// `PackingList(titles:marker:)`, both markers defaulting to "-": the checker builds its
// scenarios with them. Check your work with `learn check packing-list` (in the REPL: `:check`);
// `learn hint packing-list` gives one hint at a time. Keep this file to declarations (no
// top-level statements).

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
                PackItem(title: title)
            }
        }
    }
}

import SwiftUI

// Exercise: the longest title on the shelf (chapter 3, after step 11).
//
// A Shelf lists the books it is given and, above them, the longest of their titles. Every Book
// reports its title, and the shelf shows what the key combines, but the key's reduce keeps the
// last report it sees, so the headline names the last book instead of the longest.
//
// Make reduce keep the longer title; when two titles are just as long, keep the one already
// there (the earlier book). Keep `Book(title:)` and `Shelf { … }`: the checker builds its
// scenarios with them. Check your work with `learn check longest-title` (in the REPL:
// `:check`); `learn hint longest-title` gives one hint at a time. Keep this file to declarations
// (no top-level statements).

struct LongestTitle: PreferenceKey {
    static let defaultValue = ""

    static func reduce(value: inout String, nextValue: () -> String) {
        value = nextValue()
    }
}

struct Book: View {
    var title: String

    var body: some View {
        Text(title)
            .preference(key: LongestTitle.self, value: title)
    }
}

struct Shelf<Books: View>: View {
    var books: Books
    @State private var longest = ""

    init(@ViewBuilder books: () -> Books) {
        self.books = books()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Longest: \(longest)")
            VStack(alignment: .leading, spacing: 0) {
                books
            }
        }
        .onPreferenceChange(LongestTitle.self) { title in
            longest = title
        }
    }
}

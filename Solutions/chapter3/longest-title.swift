import SwiftUI

// Reference solution for the longest title (chapter 3, after step 11).
//
// reduce decides what a group of reports means: here, keep the longer title. A tie keeps the
// value already there, the earlier book in the tree. The default, "", is shorter than any title,
// so combining it with a title leaves the title, as every reduce must.

struct LongestTitle: PreferenceKey {
    static let defaultValue = ""

    static func reduce(value: inout String, nextValue: () -> String) {
        let next = nextValue()
        if next.count > value.count {
            value = next
        }
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

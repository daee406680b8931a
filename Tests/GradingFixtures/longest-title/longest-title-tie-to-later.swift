// MUST FAIL (the tie): reduce compares the lengths with >=, so when two titles are just as long the later one replaces the earlier.
import SwiftUI

struct LongestTitle: PreferenceKey {
    static let defaultValue = ""

    static func reduce(value: inout String, nextValue: () -> String) {
        let next = nextValue()
        if next.count >= value.count { value = next }
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

// MUST PASS: reduce picks from the pair with max(by:) on the count, which keeps the first of two equal elements, so putting the current value first makes it win a tie; the headline is built in a computed property.
import SwiftUI

struct LongestTitle: PreferenceKey {
    static let defaultValue = ""

    static func reduce(value: inout String, nextValue: () -> String) {
        value = [value, nextValue()].max { $0.count < $1.count }!
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

    private var headline: String { "Longest: " + longest }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(headline)
            VStack(alignment: .leading, spacing: 0) {
                books
            }
        }
        .onPreferenceChange(LongestTitle.self) { longest = $0 }
    }
}

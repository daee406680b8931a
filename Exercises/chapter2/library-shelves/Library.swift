import SwiftUI

// Exercise: library shelves (chapter 2, after step 12).
//
// The library has two shelves, poetry and travel, and shows one at a time; the button at the top
// switches between them. "Lend one" lends a book from the shelf on show. Lending works, but
// "Go to travel" only changes the button: the shelf below still shows poetry.
//
// Make the shelf view show whichever shelf the library hands it. Keep `Library()` (no arguments),
// the class `Shelf`, the buttons and the texts: the checker drives the library through them.
// Check your work with `learn check library-shelves`; `learn hint library-shelves` gives one
// hint at a time. Keep this file to declarations (no top-level statements).

final class Shelf: ObservableObject {
    let topic: String
    @Published var books: Int

    init(topic: String, books: Int) {
        self.topic = topic
        self.books = books
    }
}

/// One shelf: its topic and books, and a button that lends one out.
struct ShelfView: View {
    @StateObject var shelf: Shelf

    var body: some View {
        HStack(spacing: 16) {
            Text("\(shelf.topic): \(shelf.books) books")
            Button("Lend one") {
                if shelf.books > 0 {
                    shelf.books -= 1
                }
            }
        }
    }
}

struct Library: View {
    @StateObject private var poetry = Shelf(topic: "Poetry", books: 3)
    @StateObject private var travel = Shelf(topic: "Travel", books: 5)
    @State private var showsTravel = false

    var body: some View {
        VStack(spacing: 16) {
            Button(showsTravel ? "Go to poetry" : "Go to travel") { showsTravel.toggle() }
            ShelfView(shelf: showsTravel ? travel : poetry)
        }
    }
}

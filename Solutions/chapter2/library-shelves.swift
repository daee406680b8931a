import SwiftUI

// Reference solution for the library shelves (chapter 2, after step 12).
//
// The library makes both shelves, so it owns them, with @StateObject. ShelfView is handed one
// of them and may be handed the other at the next update, so it only watches: @ObservedObject
// follows whatever object its latest value holds. With @StateObject, ShelfView would keep the
// first shelf it was given for as long as it stays in the tree, and ignore every later one.

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
    @ObservedObject var shelf: Shelf

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

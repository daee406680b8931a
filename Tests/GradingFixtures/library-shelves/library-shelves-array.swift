// MUST PASS: keeps the two shelves in an array in @State (the library only needs the same two objects, not their news) and switches by index; ShelfView watches the one it is handed with @ObservedObject: written differently, it draws and behaves the same.
import SwiftUI

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
    @State private var shelves = [
        Shelf(topic: "Poetry", books: 3),
        Shelf(topic: "Travel", books: 5),
    ]
    @State private var index = 0

    var body: some View {
        VStack(spacing: 16) {
            Button(index == 0 ? "Go to travel" : "Go to poetry") {
                index = 1 - index
            }
            ShelfView(shelf: shelves[index])
        }
    }
}

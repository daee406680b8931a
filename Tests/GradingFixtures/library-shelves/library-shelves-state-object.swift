// MUST FAIL (going to travel; lending from travel; each shelf keeps its count): the starter as given: ShelfView holds the shelf it is handed with `@StateObject`, which keeps the first one, poetry, and ignores travel when the library hands it over.
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

// MUST PASS: keeps the bought marks in the model and looks each row's binding up by id, with counter ids: written differently, it behaves the same.
import SwiftUI

struct Entry: Identifiable {
    var id: Int
    var title: String
    var bought = false
}

final class Basket: ObservableObject {
    @Published var entries: [Entry] = []
    private var nextID = 0

    func append(_ title: String) {
        if title.isEmpty { return }
        nextID += 1
        entries.append(Entry(id: nextID, title: title))
    }
}

struct EntryRow: View {
    @Binding var entry: Entry
    var body: some View {
        Toggle(entry.title, isOn: $entry.bought)
    }
}

struct ShoppingList: View {
    @StateObject private var basket = Basket()
    @State private var text = ""

    private func binding(for entry: Entry) -> Binding<Entry> {
        Binding(
            get: { basket.entries.first { $0.id == entry.id } ?? entry },
            set: { new in
                if let i = basket.entries.firstIndex(where: { $0.id == new.id }) { basket.entries[i] = new }
            })
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                TextField("New item", text: $text)
                Button("Add") {
                    basket.append(text)
                    text = ""
                }
            }
            ForEach(basket.entries) { entry in
                EntryRow(entry: binding(for: entry))
            }
            Button("Remove first") {
                if !basket.entries.isEmpty { basket.entries.remove(at: 0) }
            }
        }
        .frame(width: 240)
    }
}

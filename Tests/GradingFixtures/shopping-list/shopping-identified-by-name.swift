// MUST FAIL: identifies the rows by name, so two items with the same name share one identity.
import SwiftUI

struct ShoppingItem: Identifiable {
    let id = UUID()
    var name: String
}

final class ShoppingModel: ObservableObject {
    @Published var items: [ShoppingItem] = []

    /// Appends an item with this name; an empty name adds nothing.
    func add(_ name: String) {
        guard !name.isEmpty else { return }
        items.append(ShoppingItem(name: name))
    }

    /// Removes the item at the top of the list, if there is one.
    func removeFirst() {
        guard !items.isEmpty else { return }
        items.removeFirst()
    }
}

/// The "New item" field and the "Add" button. The text is owned by the view that uses it.
struct AddBar: View {
    @Binding var text: String
    var add: () -> Void

    var body: some View {
        HStack {
            TextField("New item", text: $text)
            Button("Add", action: add)
        }
    }
}

/// One item: its name and a switch that marks it as bought.
struct ItemRow: View {
    var name: String
    @State private var bought = false

    var body: some View {
        Toggle(name, isOn: $bought)
    }
}

struct ShoppingList: View {
    @StateObject private var model = ShoppingModel()
    @State private var draft = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            AddBar(text: $draft) {
                model.add(draft)
                draft = ""
            }
            ForEach(model.items, id: \.name) { item in
                ItemRow(name: item.name)
            }
            Button("Remove first") {
                model.removeFirst()
            }
        }
        .frame(width: 240)
    }
}

/// The list inside a screen with a switch of its own, to watch the list survive when the
/// screen's body runs again.
struct ContentView: View {
    @State private var showTitle = true

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Toggle("Show title", isOn: $showTitle)
            if showTitle {
                Text("Weekend shopping")
            }
            ShoppingList()
        }
        .frame(width: 240)
    }
}

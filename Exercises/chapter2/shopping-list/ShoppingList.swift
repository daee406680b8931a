import SwiftUI

// Exercise: a shopping list (chapter 2).
//
// This list looks right, but it was written without thinking about where each piece of state
// lives and who owns it. Three things go wrong:
//
//   1. Typing a name and pressing "Add" adds nothing.
//   2. Mark an item as bought, press "Remove first", and the marks end up on the wrong items.
//   3. Inside a screen whose own state changes (ContentView at the bottom: flip "Show title"),
//      the whole list is suddenly empty.
//
// Fix them without changing what the list looks like. Keep `ShoppingList()` (no arguments), the
// field's title "New item", the buttons "Add" and "Remove first", and one toggle per item
// labelled with the item's name: the checker drives the list through them. Do not declare a type
// named `Screen`; the checker brings its own. Check your work with `learn check shopping-list`;
// `learn hint shopping-list` gives one hint at a time. Keep this file to declarations (no
// top-level statements).

struct ShoppingItem {
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

/// The "New item" field and the "Add" button.
struct AddBar: View {
    @State var text: String
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
    @ObservedObject var model = ShoppingModel()
    @State private var draft = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            AddBar(text: draft) {
                model.add(draft)
                draft = ""
            }
            ForEach(model.items.indices, id: \.self) { index in
                ItemRow(name: model.items[index].name)
            }
            Button("Remove first") {
                model.removeFirst()
            }
        }
        .frame(width: 240)
    }
}

/// The list inside a screen with a switch of its own, like the checker's `Screen`. To use it with
/// the keyboard, copy this file, add a line `preview(ContentView())` at the end of the copy, and
/// run it with `learn run --live Copy.swift`.
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

import Foundation

/// What a `List(selection:)` selects: a tap on a row makes the row's tag (its `.tag`, else its
/// `ForEach` element's id) the selection, as iOS 16 and later do without edit mode; the selected
/// row is drawn highlighted.
struct ListSelection {
    let isSelected: (AnyHashable) -> Bool
    let select: (AnyHashable) -> Void

    init<Value: Hashable>(_ binding: Binding<Value?>) {
        // Compared as values of the selection's type: an AnyHashable of an optional does not
        // always equal one of the value it wraps (a String's does not).
        isSelected = { tag in binding.wrappedValue.map { tag.base as? Value == $0 } ?? false }
        select = { tag in
            guard let value = tag.base as? Value else {
                RuntimeWarning.report("A row's tag \(tag.base) is a \(type(of: tag.base)), but the list selects a \(Value.self): give each row a .tag(…) of that type.")
                return
            }
            binding.wrappedValue = value
        }
    }

    /// The row node made for `view`: a tap on it selects its tag. A view without a tag cannot be
    /// selected and is left alone.
    func selectable(_ view: ViewNode, inputs: _ViewInputs) -> (node: ViewNode, isSelected: Bool) {
        guard let tag = view.tag else { return (view, false) }
        let tap = AddGestureModifier(gesture: TapGesture().onEnded { select(tag) }, mask: .all)
        return (ViewNode(tap, children: [view], inputs: inputs), isSelected(tag))
    }
}

extension List {
    /// A list whose rows can be selected one at a time: tapping a row sets `selection` to the
    /// row's tag (`.tag(…)`, or the id of the `ForEach` element it shows).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map(ListSelection.init)
    }

    /// A row for each element of `data`, selected by its `id`: `List(notes, selection: $chosen) { … }`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        self.selection = selection.map(ListSelection.init)
    }

    /// A list with one row for each element of `data`, identified by `id`; the row tapped becomes `selection`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map(ListSelection.init)
    }
}

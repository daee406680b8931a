import Foundation

extension TerminalHost {
    /// Deletes the `List` row marked with `accessibilityIdentifier(name)` (or holding a view so
    /// marked), else the row whose text reads `name`, as `tap` finds a button, as a person's
    /// swipe and Delete would: its `ForEach`'s `onDelete` gets the row's
    /// offset; then updates. A row that cannot be deleted is reported, with the rows that can.
    @discardableResult
    public func delete(_ name: String) -> Bool {
        guard let actions = listRow(named: name, can: { $0.delete != nil }, doing: "deleted (its ForEach has no onDelete)"),
              let delete = actions.delete
        else { return false }
        delete()
        update()
        return true
    }

    /// Moves the `List` row named `name` (as for ``delete(_:)``) so that it comes before
    /// the row now at `offset` in its `ForEach`'s data (the data's count puts it last), as a
    /// person's drag in edit mode would: `onMove` gets the row's offset and `offset`.
    @discardableResult
    public func move(_ name: String, toOffset offset: Int) -> Bool {
        guard let actions = listRow(named: name, can: { $0.move != nil }, doing: "moved (its ForEach has no onMove)"),
              let move = actions.move
        else { return false }
        guard offset >= 0 else {
            RuntimeWarning.reportEachTime("A row's new offset must be 0 or more; \(offset) is not.")
            return false
        }
        move(offset)
        update()
        return true
    }

    /// The edit actions of the shown list row named `name`, or a warning that names the rows
    /// that allow what was asked.
    private func listRow(named name: String, can: (EditActions) -> Bool, doing what: String) -> EditActions? {
        guard let found = shownListRow(named: name) else { return nil }
        guard can(found.row.editActions) else {
            RuntimeWarning.reportEachTime("The List row \"\(name)\" cannot be \(what).")
            return nil
        }
        return found.row.editActions
    }

    /// The shown list row named `name` (its identifier, else its text), or a warning that names
    /// the rows there are.
    func shownListRow(named name: String) -> (node: ViewNode, row: ListRowLayout)? {
        var rows: [(node: ViewNode, row: ListRowLayout)] = []
        root.forEachNode { node in
            if node.isShown, let row = node.behavior as? ListRowLayout, row.role == .row { rows.append((node, row)) }
        }
        func identifier(of node: ViewNode) -> String? {
            var identifier: String?
            node.forEachNode { if identifier == nil { identifier = $0.accessibilityIdentifier } }
            return identifier
        }
        func isIdentified(_ node: ViewNode) -> Bool {
            identifier(of: node) == name || node.ancestors.contains { $0.accessibilityIdentifier == name }
        }
        // An identifier first, as for `tap`; then the row's text, as a person reads the row.
        guard let found = rows.first(where: { isIdentified($0.node) }) ?? rows.first(where: { $0.node.children[0].visibleText == name }) else {
            let named = rows.map { "\"\(identifier(of: $0.node) ?? $0.node.children[0].visibleText)\"" }
            let list = named.isEmpty ? "no row is shown" : "the rows shown are " + named.joined(separator: ", ")
            RuntimeWarning.reportEachTime("No List row named \"\(name)\" is shown; \(list).")
            return nil
        }
        return found
    }
}

import Foundation

extension TerminalHost {
    /// Deletes the `List` row marked with `accessibilityIdentifier(name)` (or holding a view so
    /// marked), as a person's swipe and Delete would: its `ForEach`'s `onDelete` gets the row's
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

    /// Moves the `List` row marked with `accessibilityIdentifier(name)` so that it comes before
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
        var rows: [(node: ViewNode, row: ListRowLayout)] = []
        root.forEachNode { node in
            if node.isShown, let row = node.behavior as? ListRowLayout, row.role == .row { rows.append((node, row)) }
        }
        func isNamed(_ node: ViewNode) -> Bool {
            var named = false
            node.forEachNode { if $0.accessibilityIdentifier == name { named = true } }
            return named || node.ancestors.contains { $0.accessibilityIdentifier == name }
        }
        guard let found = rows.first(where: { isNamed($0.node) }) else {
            let identified = rows.compactMap { row -> String? in
                var identifier: String?
                row.node.forEachNode { if identifier == nil { identifier = $0.accessibilityIdentifier } }
                return identifier.map { "\"\($0)\"" }
            }
            let list = identified.isEmpty ? "no row shown has an accessibilityIdentifier" : "the rows shown are " + identified.joined(separator: ", ")
            RuntimeWarning.reportEachTime("No List row named \"\(name)\" is shown; \(list).")
            return nil
        }
        guard can(found.row.editActions) else {
            RuntimeWarning.reportEachTime("The List row \"\(name)\" cannot be \(what).")
            return nil
        }
        return found.row.editActions
    }
}

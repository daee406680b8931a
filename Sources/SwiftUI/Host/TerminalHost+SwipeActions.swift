import Foundation

extension TerminalHost {
    /// Swipes across the `List` row named `name` (as ``delete(_:)`` finds it) from its `edge`
    /// inwards, as a person's finger would, revealing the actions `swipeActions(edge:…)` put
    /// there: `host.swipe("Milk")`, then `host.tap("Delete")`. Tapping an action closes them,
    /// as does swiping another row. With `fully`, the swipe goes all the way across and runs
    /// the first action, where the row's actions allow a full swipe. A row without actions at
    /// that edge is reported.
    @discardableResult
    public func swipe(_ name: String, edge: HorizontalEdge = .trailing, fully: Bool = false) -> Bool {
        guard let (node, row) = shownListRow(named: name) else { return false }
        guard let index = row.swipeEdges.firstIndex(of: edge),
              let actions = node.children[0].traits.swipeActions.first(where: { $0.edge == edge })
        else {
            RuntimeWarning.reportEachTime("The List row \"\(name)\" has no swipe actions at its \(edge) edge.")
            return false
        }
        let bar = node.children[node.children.count - row.swipeEdges.count + index]
        if fully && actions.allowsFullSwipe {
            var first: (any TappableBehavior)?
            bar.forEachNode { if first == nil, let button = $0.behavior as? any TappableBehavior { first = button } }
            guard let first, first.tap() else {
                RuntimeWarning.reportEachTime("swipe(\"\(name)\", fully: true): the row's first swipe action is disabled or missing.")
                return false
            }
            graph.revealedSwipe = nil
        } else {
            // The row's content has the identity of its element; the row's own is the list's.
            graph.revealedSwipe = RevealedSwipe(row: node.children[0].identity, edge: edge)
        }
        graph.schedulePlacement()
        update()
        return true
    }
}

import Foundation

/// The elements a lazy stack made in the current update, by position. A lazy stack is placed
/// again in the same update when it measured elements it had only estimated; it then places
/// the elements it made in the first pass instead of making them again, so each row's view is
/// made, and its body runs, once per update, as a device's list makes a cell once per frame.
final class LazyStackElements: ContainerState {
    var lastPlacementPass = 0
    /// The update round (`ViewGraph.visit`) and the length across the stack they were made for.
    private var madeIn: (visit: Int, crossLength: CGFloat)?
    private var elements: [Int: (nodes: [ViewNode], noted: MadeWhilePlacing.Noted)] = [:]
    /// The elements the current pass placed: only those stay, since the views of the others
    /// leave after the pass (a row scrolled out of view).
    private var placed: Set<Int> = []

    /// Starts a placement pass: forgets what the last pass did not place, and everything when
    /// it was made for another update or another length across.
    func beginPass(visit: Int, crossLength: CGFloat) {
        if let madeIn, madeIn.visit == visit, madeIn.crossLength == crossLength {
            elements = elements.filter { placed.contains($0.key) }
        } else {
            madeIn = (visit, crossLength)
            elements = [:]
        }
        placed = []
    }

    /// The views of the element at `index`: those made earlier in this update, kept for this
    /// pass, or made by `make` now.
    func nodes(at index: Int, graph: ViewGraph, make: () -> [ViewNode]) -> [ViewNode] {
        placed.insert(index)
        if let made = elements[index] {
            graph.keepMadeWhilePlacing(made.noted)
            return made.nodes
        }
        let made = graph.makeWhilePlacing(make)
        elements[index] = made
        return made.nodes
    }
}

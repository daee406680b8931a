import Foundation

extension TerminalHost {
    /// Drags the view named `source` (by `accessibilityIdentifier`, else its text, as
    /// ``drag(_:from:to:)`` finds views) onto the middle of the view named `target`, and drops
    /// it there, as a person would: the nearest `draggable(_:)` around `source` makes its payload,
    /// the nearest `dropDestination(for:action:isTargeted:)` around `target` that takes that
    /// payload is targeted, receives it at that point in its own coordinates, and is no longer
    /// targeted; then the views update. What cannot be done is reported, and nothing changes.
    @discardableResult
    public func drop(_ source: String, onto target: String) -> Bool {
        guard let sourceNode = reportedGestureTarget(named: source) else { return false }
        guard let dragged = sourceNode.ancestors.lazy.compactMap(\.traits.draggable).first else {
            RuntimeWarning.reportEachTime("\"\(source)\" cannot be dragged: give it (or a view around it) .draggable(…).")
            return false
        }
        guard let targetNode = reportedGestureTarget(named: target) else { return false }
        let payload = dragged.payload()
        let found = targetNode.ancestors.lazy.compactMap { node in
            node.traits.dropDestination.flatMap { $0.accepts(payload) ? (node, $0) : nil }
        }.first
        guard let (dropNode, destination) = found else {
            let kind = Swift.type(of: payload)
            RuntimeWarning.reportEachTime(
                "\"\(target)\" takes no drop of a \(kind): give it (or a view around it) .dropDestination(for: \(kind).self) { items, location in … }.")
            return false
        }
        let point = targetNode.presentedBehavior.frameAsDrawn(of: targetNode)
        let frame = dropNode.presentedBehavior.frameAsDrawn(of: dropNode)
        endWaitingTouch()
        destination.isTargeted(true)
        update()
        _ = destination.perform(payload, CGPoint(x: point.midX - frame.minX, y: point.midY - frame.minY))
        destination.isTargeted(false)
        update()
        return true
    }
}

import Foundation

extension TerminalHost {
    /// Scrolls a scroll view (or a `List`) by `distance` points, as a person's swipe would:
    /// a positive distance shows what is further down (or further right, along `axis`); then
    /// updates, so the rows that come into view are made and `bodyEvaluations` lists their
    /// bodies. The scroll view is the one marked with `accessibilityIdentifier(name)` (or around
    /// or in the view marked so), else the first one that scrolls along `axis`. Scrolling past
    /// either end stops there, with a warning that says how far it can go.
    @discardableResult
    public func scroll(by distance: CGFloat, axis: Axis = .vertical, in name: String? = nil) -> Bool {
        guard distance.isFinite else {
            RuntimeWarning.reportEachTime("A scroll distance must be a number of points; \(distance) is not.")
            return false
        }
        guard let node = scrollView(named: name, axis: axis) else {
            let direction = axis == .vertical ? "vertically" : "horizontally"
            RuntimeWarning.reportEachTime(name.map { "No scroll view named \"\($0)\" scrolls \(direction)." } ?? "The view has no scroll view that scrolls \(direction).")
            return false
        }
        let position = graph.state(ScrollPosition.self, for: node.identity)
        let layout = node.behavior as! ScrollViewLayout
        guard layout.configuration.isScrollEnabled else {
            RuntimeWarning.reportEachTime("The scroll view cannot be scrolled: scrollDisabled(true) is set on it or around it.")
            return false
        }
        let maximum = position.maximumOffset[axis]
        let start = position.offset[axis]
        var wanted = start + distance
        if layout.configuration.targetBehavior == .viewAligned, wanted > 0, wanted < maximum {
            // The views where the scroll ends are made first (a lazy stack's rows), then it
            // comes to rest on one of them.
            position.offset[axis] = wanted
            graph.schedulePlacement()
            update()
            let placed = scrollView(named: name, axis: axis) ?? node
            wanted = layout.restingOffset(wanted, from: start, distance: distance, axis: axis, node: placed, position: position)
        } else {
            wanted = layout.restingOffset(wanted, from: position.offset[axis], distance: distance, axis: axis, node: node, position: position)
        }
        let reached = min(max(0, wanted), maximum)
        if reached != wanted {
            let end = wanted < 0 ? "top" : "bottom"
            let range = maximum == 0 ? "its content fits, so it does not scroll" : "it scrolls from 0 to \(Self.points(maximum)) points"
            RuntimeWarning.reportEachTime("Stopped at the \(axis == .vertical ? end : wanted < 0 ? "leading end" : "trailing end"): \(range).")
        }
        let placedAt = position.offset[axis]
        guard reached != start || placedAt != start else { return false }
        position.offset[axis] = reached
        if reached != placedAt || placedAt == start {
            graph.schedulePlacement()
            update()
        }
        return reached != start
    }

    /// How far the scroll view named `name` (or the first one) is scrolled, in points.
    public func scrollOffset(in name: String? = nil) -> CGPoint? {
        guard let node = scrollView(named: name, axis: nil) else { return nil }
        return graph.state(ScrollPosition.self, for: node.identity).offset
    }

    private func scrollView(named name: String?, axis: Axis?) -> ViewNode? {
        var found: ViewNode?
        func scrolls(_ node: ViewNode) -> Bool {
            guard node.isShown, let layout = node.behavior as? ScrollViewLayout else { return false }
            return axis.map { layout.axes.contains($0.set) } ?? true
        }
        if let name {
            root.forEachNode { node in
                guard found == nil, node.accessibilityIdentifier == name else { return }
                found = node.ancestors.first(where: scrolls)
                node.forEachNode { if found == nil, scrolls($0) { found = $0 } }
            }
        } else {
            root.forEachNode { if found == nil, scrolls($0) { found = $0 } }
        }
        return found
    }

    private static func points(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
    }
}

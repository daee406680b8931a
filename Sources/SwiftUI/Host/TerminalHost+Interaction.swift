import Foundation

extension TerminalHost {
    /// Taps the button marked with `accessibilityIdentifier(name)`, or else the one whose label
    /// reads `name`, then updates: `frame(ofIdentifier:)` and `render()` show the result.
    /// Asking for a button that does not exist reports what exists and returns false.
    @discardableResult
    public func tap(_ name: String) -> Bool {
        guard let (_, button) = control(named: name, as: (any TappableBehavior).self, kind: "button") else { return false }
        guard button.tap() else {
            RuntimeWarning.report("tap(\"\(name)\"): the button is disabled.")
            return false
        }
        update()
        return true
    }

    /// Finds a control by identifier (on it or on a view around it), else by its label text.
    /// When there is none of the kind asked for, the warning names the ones there are, or what
    /// kind of control has that name.
    func control<Behavior>(named name: String, as type: Behavior.Type, kind: String) -> (ViewNode, Behavior)? {
        var controls: [(node: ViewNode, control: any ControlBehavior)] = []
        root.forEachNode { node in
            if let control = node.behavior as? any ControlBehavior { controls.append((node, control)) }
        }
        func isIdentified(_ node: ViewNode) -> Bool {
            node.ancestors.contains { $0.accessibilityIdentifier == name }
                || node.children.contains { $0.accessibilityIdentifier == name }
        }
        func isLabelled(_ entry: (node: ViewNode, control: any ControlBehavior)) -> Bool {
            entry.control.label(of: entry.node) == name
        }
        let candidates = controls.compactMap { entry in (entry.control as? Behavior).map { (entry, $0) } }
        if let (entry, control) = candidates.first(where: { isIdentified($0.0.node) }) ?? candidates.first(where: { isLabelled($0.0) }) {
            return (entry.node, control)
        }
        if let other = controls.first(where: { isIdentified($0.node) }) ?? controls.first(where: isLabelled) {
            RuntimeWarning.report("No \(kind) named \"\(name)\" was found; \"\(name)\" is a \(Swift.type(of: other.control).kind).")
            return nil
        }
        func described(_ entry: (node: ViewNode, control: any ControlBehavior)) -> String {
            "\"\(entry.node.accessibilityIdentifier ?? entry.control.label(of: entry.node))\""
        }
        let known = candidates.map { described($0.0) }
        var list = known.isEmpty ? "there is none" : "there is " + known.joined(separator: ", ")
        let others = controls.filter { !($0.control is Behavior) }
        if known.isEmpty, !others.isEmpty {
            list += " (other controls: " + others.map { "\(Swift.type(of: $0.control).kind) \(described($0))" }.joined(separator: ", ") + ")"
        }
        RuntimeWarning.report("No \(kind) named \"\(name)\" was found; \(list).")
        return nil
    }
}

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
    func control<Behavior>(named name: String, as type: Behavior.Type, kind: String) -> (ViewNode, Behavior)? {
        var controls: [(ViewNode, Behavior)] = []
        root.forEachNode { node in
            if let behavior = node.behavior as? Behavior { controls.append((node, behavior)) }
        }
        let byIdentifier = controls.first { node, _ in
            node.ancestors.contains { $0.accessibilityIdentifier == name }
                || node.children.contains { $0.accessibilityIdentifier == name }
        }
        if let found = byIdentifier ?? controls.first(where: { $0.0.visibleText == name }) { return found }
        let known = controls.map { "\"\($0.0.accessibilityIdentifier ?? $0.0.visibleText)\"" }
        let list = known.isEmpty ? "there is none" : "there is " + known.joined(separator: ", ")
        RuntimeWarning.report("No \(kind) named \"\(name)\" was found; \(list).")
        return nil
    }
}

import Foundation

extension TerminalHost {
    /// Taps the button marked with `accessibilityIdentifier(name)`, or else the one whose label
    /// reads `name`, then updates: `frame(ofIdentifier:)` and `render()` show the result.
    /// A view with that identifier or text whose middle reaches a tap gesture (`onTapGesture`)
    /// rather than a button is tapped there. Asking for a button that does not exist reports
    /// what exists and returns false.
    @discardableResult
    public func tap(_ name: String) -> Bool {
        if let tapped = tapGesture(named: name) { return tapped }
        endWaitingTouch()
        guard let (_, button) = control(named: name, as: (any TappableBehavior).self, kind: "button") else { return false }
        guard button.tap() else {
            RuntimeWarning.reportEachTime("tap(\"\(name)\"): the button is disabled.")
            return false
        }
        update()
        return true
    }

    /// Finds a control by identifier (on it or on a view around it), else by its label text.
    /// When there is none of the kind asked for, the warning names the ones there are, or what
    /// kind of control has that name.
    func control<Behavior>(named name: String, as type: Behavior.Type, kind: String) -> (ViewNode, Behavior)? {
        if let identified = control(identifiedAs: name, as: type) { return identified }
        typealias Found = (node: ViewNode, control: any ControlBehavior)
        var controls: [Found] = []
        root.forEachNode { node in
            if node.isShown, let control = node.behavior as? any ControlBehavior { controls.append((node, control)) }
        }
        func isIdentified(_ found: Found) -> Bool {
            found.node.ancestors.contains { $0.accessibilityIdentifier == name }
                || found.node.children.contains { $0.accessibilityIdentifier == name }
        }
        func isLabelled(_ found: Found) -> Bool { found.control.label(of: found.node) == name }
        func described(_ found: Found) -> String {
            "\"\(found.node.accessibilityIdentifier ?? found.control.label(of: found.node))\""
        }
        let (ofKind, others) = (controls.filter { $0.control is Behavior }, controls.filter { !($0.control is Behavior) })
        if let found = ofKind.first(where: isIdentified) ?? ofKind.first(where: isLabelled), let control = found.control as? Behavior {
            return (found.node, control)
        }
        if let other = others.first(where: isIdentified) ?? others.first(where: isLabelled) {
            RuntimeWarning.reportEachTime("No \(kind) named \"\(name)\" was found; \"\(name)\" is a \(Swift.type(of: other.control).kind).")
            return nil
        }
        var list = ofKind.isEmpty ? "there is none" : "there is " + ofKind.map(described).joined(separator: ", ")
        if ofKind.isEmpty, !others.isEmpty {
            list += " (other controls: " + others.map { "\(Swift.type(of: $0.control).kind) \(described($0))" }.joined(separator: ", ") + ")"
        }
        RuntimeWarning.reportEachTime("No \(kind) named \"\(name)\" was found; \(list).")
        return nil
    }

    /// The usual case, found without asking every node whether it is a control: a control of
    /// the kind inside a view with the identifier `name` (or the view itself), or one whose
    /// child has it.
    private func control<Behavior>(identifiedAs name: String, as type: Behavior.Type) -> (ViewNode, Behavior)? {
        var identified: [ViewNode] = []
        root.forEachNode { if $0.accessibilityIdentifier == name, $0.isShown { identified.append($0) } }
        for node in identified {
            if let parent = node.parent, let control = parent.behavior as? Behavior { return (parent, control) }
            var found: (ViewNode, Behavior)?
            node.forEachNode { if found == nil, let control = $0.behavior as? Behavior { found = ($0, control) } }
            if let found { return found }
        }
        return nil
    }
}

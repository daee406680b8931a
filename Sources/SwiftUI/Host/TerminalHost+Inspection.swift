import Foundation

extension TerminalHost {
    /// The environment value a view saw: `host.environmentValue(\.colorScheme, for: "knob")`,
    /// or `nil` if no view has that identifier.
    public func environmentValue<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>, for identifier: String) -> Value? {
        node(withIdentifier: identifier)?.environment[keyPath: keyPath]
    }

    /// The colour that the shape or colour view marked `identifier` was filled with, resolved
    /// for its environment (a shape filled with `.white` gives `Color.white`), or `nil` if it
    /// drew no fill.
    public func fillColor(ofIdentifier identifier: String) -> Color? {
        guard let node = node(withIdentifier: identifier) else { return nil }
        var list = DisplayList()
        node.draw(into: &list)
        for item in list.items {
            if case .fill(_, let color, _) = item.content { return Color(color) }
        }
        return nil
    }
}

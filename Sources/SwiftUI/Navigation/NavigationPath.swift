import Foundation

/// A list of values of any `Hashable` types, the data of a `NavigationStack`'s path: each value
/// is one pushed view, drawn by the `navigationDestination(for:)` declared for its type.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path: the stack shows its root view.
    public init() { elements = [] }

    /// A path holding `elements`, first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many views are pushed.
    public var count: Int { elements.count }

    /// Whether only the root view is shown.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes the view for `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` views.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(Swift.min(k, elements.count))
    }
}

/// A value that views pass up the tree to their ancestors, combined from many views with `reduce`.
public protocol PreferenceKey {
    /// The type of the value views set for the key.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next one, in tree order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// `nil`, for an optional value.
    public static var defaultValue: Value { nil }
}

/// What a node says about one preference key: a value it sets (replacing its subtree's), or a
/// change it makes to its subtree's combined value.
struct PreferenceWriter {
    let key: ObjectIdentifier
    let apply: (Any?) -> Any
}

extension ViewNode {
    /// The combined value of `K` for this subtree, in tree order, or `nil` if no view sets it.
    func preference<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
        preferenceValue(ObjectIdentifier(key)) { first, next in
            var value = first as! K.Value
            K.reduce(value: &value) { next as! K.Value }
            return value
        } as? K.Value
    }

    private func preferenceValue(_ key: ObjectIdentifier, reduce: (Any, Any) -> Any) -> Any? {
        var combined: Any?
        for child in children {
            guard let value = child.preferenceValue(key, reduce: reduce) else { continue }
            combined = combined.map { reduce($0, value) } ?? value
        }
        for writer in preferenceWriters where writer.key == key {
            combined = writer.apply(combined)
        }
        return combined
    }
}

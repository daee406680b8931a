/// A key for a value that a view hands to the layout that places it: set with
/// `layoutValue(key:value:)`, read in a `Layout` as `subviews[i][Rank.self]`
/// (WWDC22, "Compose custom layouts with SwiftUI": the radial layout's ranks).
///
/// ```swift
/// struct Rank: LayoutValueKey {
///     static let defaultValue = 1
/// }
/// ```
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// What a subview that was given no value answers.
    static var defaultValue: Value { get }
}

extension View {
    /// Gives the layout that places this view `value` under `key`. Like `layoutPriority`, it
    /// belongs to the view as its container sees it, so it passes out through modifiers that
    /// wrap one view (`.padding()` after it keeps it).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_TraitWritingModifier<K>(value: value))
    }
}

/// Writes a layout value onto the views it modifies.
public struct _TraitWritingModifier<Key: LayoutValueKey>: NodeAttributeModifier {
    let value: Key.Value
    func apply(to node: ViewNode) { node.traits.layoutValues[ObjectIdentifier(Key.self)] = value }
}

extension LayoutSubview {
    /// The value this subview was given under `key`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (node.traits.layoutValues[ObjectIdentifier(key)] as? K.Value) ?? K.defaultValue
    }
}

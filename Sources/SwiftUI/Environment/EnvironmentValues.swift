/// A key for a value in the environment, with the value a view sees when no ancestor sets one.
public protocol EnvironmentKey {
    /// The type of the value stored under the key.
    associatedtype Value
    /// The value the environment has before an ancestor sets one.
    static var defaultValue: Value { get }
}

/// The values that flow down the view tree: fonts, colours, line limits and your own keys.
///
/// Add a value by declaring an `EnvironmentKey` and a property in an extension:
/// ```swift
/// private struct KnobPointerSizeKey: EnvironmentKey { static let defaultValue: CGFloat = 0.1 }
/// extension EnvironmentValues {
///     var knobPointerSize: CGFloat {
///         get { self[KnobPointerSizeKey.self] }
///         set { self[KnobPointerSizeKey.self] = newValue }
///     }
/// }
/// ```
public struct EnvironmentValues: CustomStringConvertible {
    /// Each value in a box of its key's `Value` type, so that reading one (which drawing does
    /// for every colour) needs no dynamic cast.
    private var values: [ObjectIdentifier: any EnvironmentValueBox] = [:]
    /// Changes with every write, so unchanged copies are recognised without comparing values.
    private var version: UInt64 = 0
    nonisolated(unsafe) private static var nextVersion: UInt64 = 0

    /// An environment where every key has its default value.
    public init() {}

    /// The value stored for `key` (set by this view or an ancestor), or the key's default value.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard let box = values[ObjectIdentifier(key)] else { return K.defaultValue }
            // The key's type decides the value's type: only this subscript stores under it.
            return unsafeDowncast(box, to: TypedEnvironmentValueBox<K.Value>.self).value
        }
        set {
            values[ObjectIdentifier(key)] = TypedEnvironmentValueBox(newValue)
            Self.nextVersion += 1
            version = Self.nextVersion
        }
    }

    /// Whether the two hold the same values: a view whose environment is identical and whose
    /// value is equal need not run its body again.
    func isIdentical(to other: EnvironmentValues) -> Bool {
        if version == other.version { return true }
        guard values.count == other.values.count else { return false }
        return values.allSatisfy { key, box in
            other.values[key].map { box.holdsValue(equalTo: $0) } ?? false
        }
    }

    public var description: String { "EnvironmentValues(\(values.count) values set)" }
}

/// One environment value, boxed.
private protocol EnvironmentValueBox: AnyObject {
    func holdsValue(equalTo other: any EnvironmentValueBox) -> Bool
}

private final class TypedEnvironmentValueBox<Value>: EnvironmentValueBox {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    func holdsValue(equalTo other: any EnvironmentValueBox) -> Bool {
        ViewEquality.areEqual(value, unsafeDowncast(other, to: TypedEnvironmentValueBox<Value>.self).value)
    }
}

/// Sets an environment value for the modified view and everything inside it.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var value: Value

    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    public typealias Body = Never
    public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        var inputs = inputs
        inputs.environment[keyPath: modifier.keyPath] = modifier.value
        return body(inputs)
    }
}

/// Changes environment values for the modified view with a closure.
public struct _EnvironmentKeyTransformModifier<Value>: ViewModifier {
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var transform: (inout Value) -> Void

    public typealias Body = Never
    public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        var inputs = inputs
        modifier.transform(&inputs.environment[keyPath: modifier.keyPath])
        return body(inputs)
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Transforms the environment value at `keyPath` for this view and its descendants.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
    }
}

/// A key for a value in the environment, with the value a view sees when no ancestor sets one.
public protocol EnvironmentKey {
    associatedtype Value
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
    private var values: [ObjectIdentifier: Any] = [:]
    /// Changes with every write, so unchanged copies are recognised without comparing values.
    private var version: UInt64 = 0
    nonisolated(unsafe) private static var nextVersion: UInt64 = 0

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set {
            values[ObjectIdentifier(key)] = newValue
            Self.nextVersion += 1
            version = Self.nextVersion
        }
    }

    /// Whether the two hold the same values: a view whose environment is identical and whose
    /// value is equal need not run its body again.
    func isIdentical(to other: EnvironmentValues) -> Bool {
        if version == other.version { return true }
        guard values.count == other.values.count else { return false }
        return values.allSatisfy { key, value in
            other.values[key].map { ViewEquality.areEqual(value, $0) } ?? false
        }
    }

    public var description: String { "EnvironmentValues(\(values.count) values set)" }
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

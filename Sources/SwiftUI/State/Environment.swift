/// Reads a value from the view's environment: `@Environment(\.colorScheme) var scheme`.
/// When the value changes, the body runs again.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let location = EnvironmentLocation<Value>()

    /// Reads the environment value at `keyPath`: `@Environment(\.colorScheme) var scheme`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value in the view's environment, or the default when the view is not in a hierarchy yet.
    public var wrappedValue: Value {
        location.value ?? EnvironmentValues()[keyPath: keyPath]
    }
}

final class EnvironmentLocation<Value> {
    var value: Value?
}

extension Environment: RecordStorageProperty {
    func install(in record: ViewRecord, key: String, name: String) {
        let value = record.inputs.environment[keyPath: keyPath]
        location.value = value
        let keyPath = keyPath
        record.environmentReads.append { ViewEquality.areEqual($0[keyPath: keyPath], value) }
    }
}

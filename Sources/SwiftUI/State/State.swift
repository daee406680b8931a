/// A value a view owns and can change; changing it runs again the bodies that read it.
///
/// The storage belongs to the view's identity, not to the struct: it survives the parent's body
/// running again, and is lost when the view leaves the tree (another `if` branch, a new `.id`).
/// Set a state's initial value in its declaration; later initial values are ignored.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let location: StateLocation<Value>

    /// State whose first value is `value`; later bodies keep the stored value, as SwiftUI does.
    public init(wrappedValue value: Value) {
        location = StateLocation(initialValue: value)
    }

    /// State whose first value is `value`; the older spelling of `init(wrappedValue:)`.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The stored value; setting it recomputes the bodies that read it.
    public var wrappedValue: Value {
        get { location.value }
        nonmutating set { location.value = newValue }
    }

    /// A binding to the state: `$counter`.
    public var projectedValue: Binding<Value> {
        let location = location
        return Binding(source: location, snapshot: location.untrackedValue) { location.value } set: { location.value = $0 }
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Optional state that starts as `nil`.
    public init() { self.init(wrappedValue: nil) }
}

extension State: RecordStorageProperty {
    func install(in record: ViewRecord, key: String, name: String) {
        let box = record.storage[key] as? StateBox<Value> ?? {
            let inherited = record.inputs.graph.inheritedState?.value(for: key, of: record, as: Value.self)
            let box = StateBox(value: inherited ?? location.initialValue, name: name, record: record)
            record.storage[key] = box
            return box
        }()
        location.box = box
    }
}

/// Where a `State` reads and writes: its initial value until the view is in the tree, then the
/// persistent box of the view's record.
final class StateLocation<Value> {
    let initialValue: Value
    var box: StateBox<Value>?
    private var unattachedValue: Value

    init(initialValue: Value) {
        self.initialValue = initialValue
        unattachedValue = initialValue
    }

    /// The value without making the running body depend on it (making `$state` reads nothing).
    var untrackedValue: Value { box?.untrackedValue ?? unattachedValue }

    var value: Value {
        get { box?.value ?? unattachedValue }
        set {
            if let box { box.value = newValue } else { unattachedValue = newValue }
        }
    }
}

/// The storage of one `@State` of one view: reading it in a body makes that body depend on it;
/// writing it marks those bodies for the next update.
final class StateBox<Value> {
    private var stored: Value
    let name: String
    unowned(unsafe) let record: ViewRecord
    private var dependents: [ViewRecord] = []

    init(value: Value, name: String, record: ViewRecord) {
        stored = value
        self.name = name
        self.record = record
    }

    var untrackedValue: Value { stored }

    var value: Value {
        get {
            if let reader = ViewGraph.evaluating, !dependents.contains(where: { $0 === reader }) {
                dependents.append(reader)
            }
            return stored
        }
        set {
            stored = newValue
            dependents.removeAll { $0.isRemoved }
            for dependent in dependents { dependent.invalidate(because: name) }
        }
    }
}

extension StateBox: InheritableStorage {
    var inheritedValue: Any { stored }
}

import Foundation

/// A value kept under a key in the app's settings, shared by every view that names the key:
/// Apple, "A property wrapper type that reflects a value from UserDefaults and invalidates a
/// view on a change in value in that user default."
///
/// ```swift
/// @AppStorage("username") var username = "Anonymous"
/// ```
/// Here the values are kept in memory for as long as the program runs, not written to
/// `UserDefaults`: every view that reads a key runs again when any view sets it, but a new run
/// of the program starts from the default values (see docs/deviations.md). The `store`
/// argument is accepted and ignored.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value

    /// A setting under `key`, `wrappedValue` until something sets it.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.key = key
        defaultValue = wrappedValue
    }

    /// An optional setting under `key`, `nil` until something sets it.
    public init<Wrapped>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
        self.key = key
        defaultValue = nil
    }

    /// The value stored under the key, or the default. Setting it runs again the bodies of
    /// every view that read the key.
    public var wrappedValue: Value {
        get { AppStorageBox.box(for: key).read() as? Value ?? defaultValue }
        nonmutating set { AppStorageBox.box(for: key).write(newValue) }
    }

    /// A binding to the setting: `$username`.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding { storage.wrappedValue } set: { storage.wrappedValue = $0 }
    }
}

/// The value of one key of `AppStorage`, kept for the process, and the views that read it.
final class AppStorageBox {
    nonisolated(unsafe) private static var boxes: [String: AppStorageBox] = [:]

    static func box(for key: String) -> AppStorageBox {
        if let box = boxes[key] { return box }
        let box = AppStorageBox(key: key)
        boxes[key] = box
        return box
    }

    private let key: String
    private var value: Any?
    /// Weakly: the records belong to their graphs, which may end before the program does.
    private var dependents: [Weak] = []

    private struct Weak {
        weak var record: ViewRecord?
    }

    private init(key: String) { self.key = key }

    /// The stored value, making the body that runs depend on it.
    func read() -> Any? {
        if let reader = ViewGraph.evaluating, !dependents.contains(where: { $0.record === reader }) {
            dependents.append(Weak(record: reader))
        }
        return value
    }

    func write(_ newValue: Any) {
        value = newValue
        dependents.removeAll { $0.record?.isRemoved ?? true }
        for dependent in dependents { dependent.record?.invalidate(because: key) }
    }
}

import Foundation

/// A value a scene keeps under a key, to restore it when the scene comes back: SwiftUI's
/// `SceneStorage`, as in `@SceneStorage("selectedTab") var selectedTab = 0`. A terminal has one
/// scene for the program's run, so the value is kept in memory for the run, like `AppStorage`
/// (and apart from it: the same key names different values), shared by every view that names
/// the key; a new run starts from the default.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value

    /// A value under `key`, `wrappedValue` until something sets it.
    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        defaultValue = wrappedValue
    }

    /// An optional value under `key`, `nil` until something sets it.
    public init<Wrapped>(_ key: String) where Value == Wrapped? {
        self.key = key
        defaultValue = nil
    }

    private var box: AppStorageBox { AppStorageBox.box(for: "\u{0}scene\u{0}" + key) }

    /// The value kept under the key, or the default. Setting it runs again the bodies of every
    /// view that read the key.
    public var wrappedValue: Value {
        get { box.read() as? Value ?? defaultValue }
        nonmutating set { box.write(newValue) }
    }

    /// A binding to the value: `$selectedTab`.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding { storage.wrappedValue } set: { storage.wrappedValue = $0 }
    }
}

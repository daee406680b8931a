/// A stored property of a view that the runtime updates before the view's body runs:
/// `@State`, `@Binding`, `@Environment`, `@ObservedObject` and your own types built from them.
public protocol DynamicProperty {
    /// Called before the body runs, after the runtime has installed the property's storage.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing: learn's dynamic properties read their storage from the view's record when the body is computed.
    public mutating func update() {}
}

/// A dynamic property that keeps storage in the view's record (`@State`, `@StateObject`).
protocol RecordStorageProperty {
    /// Connects the property to its storage in `record` under `key`, creating it on first use.
    func install(in record: ViewRecord, key: String, name: String)
}

/// Finds a view's dynamic properties (also inside custom DynamicProperty structs) and
/// connects each to its storage, before the body runs.
enum DynamicPropertyInstaller {
    static func install(in value: Any, record: ViewRecord, path: String = "") {
        for child in Mirror(reflecting: value).children {
            guard let label = child.label, child.value is any DynamicProperty else { continue }
            let key = path + "." + label
            if let property = child.value as? any RecordStorageProperty {
                property.install(in: record, key: key, name: label)
            } else {
                install(in: child.value, record: record, path: key)
            }
        }
    }

    /// The names of a view's dynamic properties as `_printChanges()` reports them (`_count`
    /// for `@State var count`), in the order they are declared.
    static func names(in value: Any) -> [String] {
        Mirror(reflecting: value).children.compactMap { child in
            child.value is any DynamicProperty ? child.label : nil
        }
    }
}

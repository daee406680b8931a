/// A namespace for matched geometry: `@Namespace var namespace`, stable for the view's lifetime.
@propertyWrapper
public struct Namespace: DynamicProperty {
    let location = NamespaceLocation()

    /// A namespace for `matchedGeometryEffect(id:in:)` ids, stable for the view's lifetime.
    public init() {}

    /// The namespace's identity, kept across body updates.
    public var wrappedValue: Namespace.ID {
        location.id ?? ID(value: ObjectIdentifier(location).hashValue)
    }

    /// Identifies one namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
}

final class NamespaceLocation {
    var id: Namespace.ID?
}

extension Namespace: RecordStorageProperty {
    func install(in record: ViewRecord, key: String, name: String) {
        let stored = record.storage[key] as? ObjectBox<NamespaceLocation> ?? {
            let box = ObjectBox(NamespaceLocation())
            box.object.id = Namespace.ID(value: ObjectIdentifier(box.object).hashValue)
            record.storage[key] = box
            return box
        }()
        location.id = stored.object.id
    }
}

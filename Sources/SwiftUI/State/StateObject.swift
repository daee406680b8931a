/// An observable object that a view owns: created once, the first time the view appears with
/// its identity, and kept while it stays; initial values given later are ignored.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let location: StateObjectLocation<ObjectType>

    /// An object the view owns: `thunk` runs once, the first time the view appears with its identity; later values are ignored.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        location = StateObjectLocation(make: thunk)
    }

    /// The owned object, made on first use and kept across body updates.
    public var wrappedValue: ObjectType { location.object }

    /// Makes bindings to the object's properties: `$model.volume`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

extension StateObject: RecordStorageProperty {
    func install(in record: ViewRecord, key: String, name: String) {
        let storageKey = key + ".object"
        let box = record.storage[storageKey] as? ObjectBox<ObjectType> ?? {
            let box = ObjectBox(location.make())
            record.storage[storageKey] = box
            return box
        }()
        location.installed = box.object
        ObjectObservation.install(box.object, in: record, key: key, name: name)
    }
}

/// Where a `StateObject` finds its object: the record's, once installed; before that (outside a
/// body), a private one made on first use.
final class StateObjectLocation<ObjectType: ObservableObject> {
    let make: () -> ObjectType
    var installed: ObjectType?

    init(make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let installed { return installed }
        let object = make()
        installed = object
        return object
    }
}

/// Holds an object in a record's storage.
final class ObjectBox<ObjectType: AnyObject> {
    let object: ObjectType
    init(_ object: ObjectType) { self.object = object }
}

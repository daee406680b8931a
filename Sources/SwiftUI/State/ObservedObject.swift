/// An observable object that a view is given and watches: when it announces a change, the
/// view's body runs again. The view does not own it; its creator does.
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The observed object; its `objectWillChange` makes the view's body recompute.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`, which the parent owns (use `@StateObject` to own it).
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`; the older spelling of `init(wrappedValue:)`.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Makes bindings to the object's properties: `$model.volume`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to the object's properties: `$model.volume`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding that reads and writes the object's property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(source: object, snapshot: object[keyPath: keyPath]) { object[keyPath: keyPath] } set: { object[keyPath: keyPath] = $0 }
        }
    }

    /// A binding to a property of the object, for `$model.volume` written on the wrapper.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }
}

extension ObservedObject: RecordStorageProperty {
    func install(in record: ViewRecord, key: String, name: String) {
        ObjectObservation.install(wrappedValue, in: record, key: key, name: name)
    }
}

extension ObservedObject: _IdentityComparableProperty {
    public func _isSameSource(as other: Any) -> Bool {
        (other as? ObservedObject<ObjectType>)?.wrappedValue === wrappedValue
    }
}

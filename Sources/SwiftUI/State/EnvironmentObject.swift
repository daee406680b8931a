/// An observable object put in the environment by an ancestor with `environmentObject(_:)`.
///
/// A view that reads one that no ancestor provides stops with SwiftUI's message naming the type.
@propertyWrapper
@dynamicMemberLookup
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let location = EnvironmentObjectLocation<ObjectType>()

    /// An observable object an ancestor supplied with `environmentObject(_:)`.
    public init() {}

    /// The object an ancestor supplied; stops the program with a message when no ancestor supplied one, as SwiftUI does.
    public var wrappedValue: ObjectType {
        guard let object = location.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Makes bindings to the object's properties: `$model.volume`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }

    /// A binding to a property of the object, for `$model.volume` written on the wrapper.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
        projectedValue[dynamicMember: keyPath]
    }
}

final class EnvironmentObjectLocation<ObjectType: ObservableObject> {
    var object: ObjectType?
}

extension EnvironmentObject: RecordStorageProperty {
    func install(in record: ViewRecord, key: String, name: String) {
        let object = record.inputs.environment.environmentObject(ObjectType.self)
        record.environmentReads.append { $0.environmentObject(ObjectType.self) === object }
        guard let object else { return }
        location.object = object
        ObjectObservation.install(object, in: record, key: key, name: name)
    }
}

private struct EnvironmentObjectsKey: EnvironmentKey {
    static let defaultValue: [ObjectIdentifier: AnyObject] = [:]
}

extension EnvironmentValues {
    var environmentObjects: [ObjectIdentifier: AnyObject] {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }

    /// The object put in the environment for `type`. Every object is stored under the type it
    /// was given as, so it needs no dynamic cast, which would fail for an object the REPL kept
    /// from an earlier input: that input's library has its own copy of the class.
    func environmentObject<ObjectType: ObservableObject>(_ type: ObjectType.Type) -> ObjectType? {
        environmentObjects[ObjectIdentifier(type)].map { unsafeBitCast($0, to: type) }
    }
}

extension View {
    /// Puts `object` in the environment of this view and everything inside it, for
    /// `@EnvironmentObject` properties of its type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironment(\.environmentObjects) { $0[ObjectIdentifier(T.self)] = object }
    }
}

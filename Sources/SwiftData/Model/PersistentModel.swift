/// A class whose instances a ``ModelContext`` keeps: what ``Model()`` makes a class.
///
/// Two references are the same model when they are the same object, as in SwiftData, so a
/// model can be a `ForEach` element, a `List` selection or a `NavigationLink` value.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {}

extension PersistentModel {
    /// The same model: the same object.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The model's identity, which stays the same while the object lives.
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(object: ObjectIdentifier(self)) }

    /// The context the model was inserted into, or `nil` before it is inserted and after it is deleted.
    public var modelContext: ModelContext? { ModelContext.owner(of: self) }

    /// Whether the model was deleted from its context.
    public var isDeleted: Bool { ModelContext.wasDeleted(self) }
}

/// The identity of a model, which ``ModelContext/model(for:)`` looks up.
public struct PersistentIdentifier: Hashable, Sendable {
    let object: ObjectIdentifier
}

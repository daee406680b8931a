import Foundation

/// The key of an `@Observable` object in the environment: its type, as `environment(_:)` and
/// `@Environment(Account.self)` use it (iOS 17).
public struct _ObservableObjectKey<Object: AnyObject>: Hashable {
    /// The key for objects of type `Object`.
    public init() {}
}

extension EnvironmentValues {
    /// The object of this type that an ancestor put in the environment, if any. Stored under the
    /// type it was given as, so it needs no dynamic cast (see `environmentObject(_:)`).
    subscript<Object: AnyObject>(observable key: _ObservableObjectKey<Object>) -> Object? {
        environmentObjects[ObjectIdentifier(Object.self)].map { unsafeBitCast($0, to: Object.self) }
    }

    /// The object of this type; a missing one stops with SwiftUI's message.
    subscript<Object: AnyObject>(requiredObservable key: _ObservableObjectKey<Object>) -> Object {
        guard let object = self[observable: key] else {
            fatalError("No Observable object of type \(Object.self) found. A View.environment(_:) for \(Object.self) may be missing as an ancestor of this view.")
        }
        return object
    }
}

extension Environment {
    /// Reads the `@Observable` object of this type that an ancestor put in the environment
    /// with `environment(_:)`: `@Environment(Account.self) var account`. The body runs again
    /// when a property it read changes, as for any `@Observable` object.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(\EnvironmentValues.[requiredObservable: _ObservableObjectKey<Value>()])
    }

    /// Reads the `@Observable` object of this type, or `nil` when no ancestor put one in the
    /// environment: `@Environment(Account.self) var account: Account?`.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        self.init(\EnvironmentValues.[observable: _ObservableObjectKey<Object>()])
    }
}

extension View {
    /// Puts an `@Observable` object in the environment of this view and everything inside it,
    /// for `@Environment(Account.self)`; `nil` takes it away.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        transformEnvironment(\.environmentObjects) { $0[ObjectIdentifier(Object.self)] = object }
    }
}

import SwiftUI

/// Inserts, deletes and fetches models: `@Environment(\.modelContext) private var modelContext`.
///
/// A context works on its container's store directly, so what one context inserts every other
/// context of the container fetches at once; `save()` has nothing left to write.
public final class ModelContext {
    /// The container whose models the context works on.
    public let container: ModelContainer
    /// Whether the context saves by itself. Accepted: there is nothing to write.
    public var autosaveEnabled = true
    /// Whether something was inserted or deleted since the last `save()`.
    public private(set) var hasChanges = false

    /// The contexts that hold each inserted model, and the models deleted, by identity; a deleted
    /// model is held weakly, so another object at its address later is not taken for it.
    nonisolated(unsafe) private static var owners: [ObjectIdentifier: WeakContext] = [:]
    nonisolated(unsafe) private static var deleted: [ObjectIdentifier: WeakModel] = [:]

    /// A context over `container`'s models.
    public init(_ container: ModelContainer) {
        self.container = container
    }

    /// Adds `model`, and the models it refers to, to the container; a model already inserted
    /// is left as it is. Views that fetch its type run again.
    public func insert<T: PersistentModel>(_ model: T) {
        var added: [any PersistentModel] = []
        collect(model, into: &added)
        guard !added.isEmpty else { return }
        if self === ModelContext.unconfigured {
            RuntimeWarning.report(
                "A model was inserted into a context with no container: put .modelContainer(for: \(T.self).self) on the app's WindowGroup or on the view, as SwiftData needs.")
        }
        for model in added {
            Self.owners[ObjectIdentifier(model)] = WeakContext(context: self)
            Self.deleted[ObjectIdentifier(model)] = nil
        }
        container.store.models.append(contentsOf: added)
        hasChanges = true
    }

    /// `model`, then the models its stored properties refer to (one model, an optional one, or
    /// an array of them), each once: SwiftData inserts related models with the one inserted.
    private func collect(_ model: any PersistentModel, into added: inout [any PersistentModel]) {
        guard !container.store.contains(model), !added.contains(where: { $0 === model }) else { return }
        added.append(model)
        for child in Mirror(reflecting: model).children {
            if let related = child.value as? any PersistentModel {
                collect(related, into: &added)
            } else if let related = child.value as? [any PersistentModel] {
                for model in related { collect(model, into: &added) }
            }
        }
    }

    /// Removes `model` from the container. Views that fetched it run again without it.
    public func delete<T: PersistentModel>(_ model: T) {
        guard container.store.contains(model) else { return }
        container.store.models.removeAll { $0 === model }
        Self.owners[ObjectIdentifier(model)] = nil
        Self.deleted[ObjectIdentifier(model)] = WeakModel(model: model)
        hasChanges = true
    }

    /// Removes every model of type `model` that matches `predicate` (every one when it is `nil`).
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for found in try fetch(FetchDescriptor(predicate: predicate)) {
            delete(found)
        }
    }

    /// The models of type `T` that `descriptor` describes. Reading them from a view's body makes
    /// the body run again when one is inserted or deleted, or a property it compared changes.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var found = container.store.models.compactMap { $0 as? T }
        if let predicate = descriptor.predicate {
            found = try found.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            found.sort(using: descriptor.sortBy)
        }
        found = Array(found.dropFirst(descriptor.fetchOffset ?? 0))
        if let limit = descriptor.fetchLimit {
            found = Array(found.prefix(limit))
        }
        return found
    }

    /// How many models of type `T` `descriptor` describes.
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The inserted model with identity `id`, if it is still in the container.
    public func model(for id: PersistentIdentifier) -> any PersistentModel {
        guard let model = container.store.models.first(where: { ObjectIdentifier($0) == id.object }) else {
            fatalError("No model with this identifier is in the container")
        }
        return model
    }

    /// The inserted model of type `T` with identity `id`, or `nil`.
    public func registeredModel<T: PersistentModel>(for id: PersistentIdentifier) -> T? {
        container.store.models.first { ObjectIdentifier($0) == id.object } as? T
    }

    /// Marks the changes saved. The models are already in the container's memory, which is all
    /// the store there is.
    public func save() throws {
        hasChanges = false
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Accepted: changes are applied as they are made.
    public func processPendingChanges() {}

    /// The context that holds `model`, if one does.
    static func owner(of model: some PersistentModel) -> ModelContext? {
        owners[ObjectIdentifier(model)]?.context
    }

    static func wasDeleted(_ model: some PersistentModel) -> Bool {
        deleted[ObjectIdentifier(model)]?.model === model
    }

    /// The context views see when no `.modelContainer` is set above them: SwiftData stops the
    /// app there; learn warns once at the first insert and keeps the models in memory.
    nonisolated(unsafe) static let unconfigured = ModelContext(ModelContainer(schema: Schema([]), configurations: []))
}

private struct WeakContext {
    weak var context: ModelContext?
}

private struct WeakModel {
    weak var model: (any PersistentModel)?
}

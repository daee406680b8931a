/// The models a ``ModelContainer`` holds, in the order they were inserted; every context of
/// the container reads and changes the same store.
///
/// It is observable: a fetch reads ``models``, so a view whose body fetched (with `@Query`, or
/// `modelContext.fetch`) runs again when a model is inserted or deleted.
final class ModelStore: Observable {
    private let registrar = ObservationRegistrar()
    private var storage: [any PersistentModel] = []

    var models: [any PersistentModel] {
        get {
            registrar.access(self, keyPath: \.models)
            return storage
        }
        set {
            registrar.withMutation(of: self, keyPath: \.models) { storage = newValue }
        }
    }

    func contains(_ model: any PersistentModel) -> Bool {
        storage.contains { $0 === model }
    }
}

/// Holds an app's models: `try ModelContainer(for: Book.self)`, or `.modelContainer(for:)` on a
/// view or a scene.
///
/// Deviation: the models live in memory for as long as the program runs, as with
/// `ModelConfiguration(isStoredInMemoryOnly: true)`; nothing is written to disk.
public final class ModelContainer {
    /// The model types the container holds.
    public let schema: Schema
    /// The configurations it was made with.
    public let configurations: [ModelConfiguration]
    let store = ModelStore()

    /// The context views use: what `.modelContainer` puts in the environment as `modelContext`.
    public private(set) lazy var mainContext = ModelContext(self)

    /// A container for the models of `types`.
    public convenience init(for types: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        self.init(schema: Schema(types), configurations: configurations)
    }

    /// A container for the models of `schema`.
    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        self.init(schema: schema, configurations: configurations)
    }

    /// A container for the models of `schema`.
    public convenience init(for schema: Schema, configurations: [ModelConfiguration]) throws {
        self.init(schema: schema, configurations: configurations)
    }

    init(schema: Schema, configurations: [ModelConfiguration]) {
        self.schema = schema
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
    }
}

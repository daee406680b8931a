/// How a ``ModelContainer`` stores its models: `ModelConfiguration(isStoredInMemoryOnly: true)`.
///
/// Every container here keeps its models in memory, for as long as the program (or the REPL's
/// session) runs: a terminal program has no app container to write a store into. The settings
/// are kept and have no other effect.
public struct ModelConfiguration: Hashable {
    /// The configuration's name.
    public let name: String
    /// Whether the models are kept in memory only, as here they always are.
    public let isStoredInMemoryOnly: Bool
    /// Whether the context may save.
    public let allowsSave: Bool

    /// A configuration named `name`.
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true) {
        self.name = name ?? "default"
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
    }

    /// A configuration for the models of `type` and `others`. (SwiftData's parameter is one
    /// variadic list; with no type it would be ambiguous beside the initializer above.)
    public init(for type: any PersistentModel.Type, _ others: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }
}

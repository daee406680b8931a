import SwiftUI

private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext { ModelContext.unconfigured }
}

extension EnvironmentValues {
    /// The context of the nearest `.modelContainer` above the view: what `@Query` fetches from
    /// and what `modelContext.insert(_:)` adds to.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension View {
    /// Gives the view and its descendants `container`'s main context.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Gives the view and its descendants a container for `modelType`, made the first time the
    /// view appears and kept for as long as it stays (as SwiftUI keeps the modifier's container).
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        ModelContainerOwner(content: self, schema: Schema([modelType]), onSetup: onSetup)
    }

    /// Gives the view and its descendants a container for `modelTypes`, made once (see above).
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        ModelContainerOwner(content: self, schema: Schema(modelTypes), onSetup: onSetup)
    }

    /// Gives the view and its descendants `modelContext`.
    public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}

extension Scene {
    /// Gives every view of the scene `container`'s main context.
    public func modelContainer(_ container: ModelContainer) -> some Scene {
        modified { $0.modelContainer(container) }
    }

    /// Gives every view of the scene a container for `modelType`, made once: an app's
    /// `WindowGroup { … }.modelContainer(for: Book.self)`.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        modified { $0.modelContainer(for: modelType, inMemory: inMemory, onSetup: onSetup) }
    }

    /// Gives every view of the scene a container for `modelTypes`, made once.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        modified { $0.modelContainer(for: modelTypes, inMemory: inMemory, onSetup: onSetup) }
    }

    /// Gives every view of the scene `modelContext`.
    public func modelContext(_ modelContext: ModelContext) -> some Scene {
        modified { $0.modelContext(modelContext) }
    }
}

/// Makes the container of `.modelContainer(for:)` once and keeps it in the view's state, so
/// that the models outlive every update of the views above.
struct ModelContainerOwner<Content: View>: View {
    let content: Content
    let schema: Schema
    let onSetup: (Result<ModelContainer, any Error>) -> Void
    @State private var made = MadeContainer()

    var body: some View {
        content.environment(\.modelContext, made.container(for: schema, onSetup: onSetup).mainContext)
    }
}

/// The container a ``ModelContainerOwner`` made, once.
final class MadeContainer {
    private var made: ModelContainer?

    func container(for schema: Schema, onSetup: (Result<ModelContainer, any Error>) -> Void) -> ModelContainer {
        if let made { return made }
        let container = ModelContainer(schema: schema, configurations: [])
        made = container
        onSetup(.success(container))
        return container
    }
}

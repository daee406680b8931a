import SwiftUI

/// The models of one type a view shows, fetched from the environment's `modelContext` each
/// time the body runs: `@Query(sort: \Book.title) private var books: [Book]`.
///
/// The body runs again when a model of the type is inserted or deleted, or a property the
/// filter or the order reads changes, as with SwiftData's `@Query`.
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    @Environment(\.modelContext) private var context
    private let descriptor: FetchDescriptor<Element>
    private let results: ([Element]) -> Result

    /// The models, fetched now; none if the fetch failed (``fetchError`` says why).
    public var wrappedValue: Result {
        results((try? context.fetch(descriptor)) ?? [])
    }

    /// The error of the last fetch, if it failed.
    public var fetchError: (any Error)? {
        do {
            _ = try context.fetch(descriptor)
            return nil
        } catch {
            return error
        }
    }

    /// The context the query fetches from.
    public var modelContext: ModelContext { context }
}

extension Query where Result == [Element] {
    /// The models that `descriptor` describes. `animation` is accepted and not applied.
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        self.descriptor = descriptor
        self.results = { $0 }
    }

    /// The models that match `filter` (every one when `nil`), in the order of `sort`.
    public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation = .default) {
        self.init(FetchDescriptor(predicate: filter, sortBy: sort), animation: animation)
    }

    /// The models that match `filter`, sorted by the property at `keyPath`.
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
        animation: Animation = .default
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), animation: animation)
    }

    /// The models that match `filter`, sorted by the optional property at `keyPath` (`nil` first).
    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
        animation: Animation = .default
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), animation: animation)
    }
}

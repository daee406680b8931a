/// What a fetch returns: the models of one type that match `predicate`, in the order of
/// `sortBy`, from `fetchOffset`, at most `fetchLimit`.
public struct FetchDescriptor<T: PersistentModel> {
    /// The condition a model must meet, written with `#Predicate`; `nil` fetches every model.
    public var predicate: Predicate<T>?
    /// The order, by the first descriptor, then the next for ties; empty keeps the order of insertion.
    public var sortBy: [SortDescriptor<T>]
    /// How many matching models to leave out at the start.
    public var fetchOffset: Int?
    /// How many models at most.
    public var fetchLimit: Int?
    /// Accepted: every property is already in memory.
    public var includePendingChanges = true
    /// Accepted: every property is already in memory.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// Accepted: related models are already in memory.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    /// A descriptor of the models that match `predicate`, sorted by `sortBy`.
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

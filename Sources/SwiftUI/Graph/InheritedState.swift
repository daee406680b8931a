/// The `@State` values of a graph that a new graph of a new version of the same code starts
/// from, as Xcode's canvas keeps a preview's state when its file is saved: each view is found
/// by the names of the views on its path from the root (`Counter/Row`), which stay the same
/// when the code is compiled again, where identities (built from types) do not. A value is
/// taken over only when exactly one view had that path and the property keeps its name and
/// its value's type; anything else starts from its initial value.
struct InheritedState {
    private var values: [String: Any] = [:]

    /// The state of every view in `graph` whose path no other view shares.
    init(of graph: ViewGraph) {
        var found: [String: [String: Any]] = [:]
        var shared: Set<String> = []
        for record in graph.livingRecords {
            let path = record.typePath
            if found[path] != nil { shared.insert(path) }
            found[path] = record.storage.compactMapValues { ($0 as? any InheritableStorage)?.inheritedValue }
        }
        for (path, storage) in found where !shared.contains(path) {
            for (key, value) in storage { values[path + " " + key] = value }
        }
    }

    /// The value the property under `key` of the view `record` had, if it can be taken over.
    func value<Value>(for key: String, of record: ViewRecord, as: Value.Type) -> Value? {
        values[record.typePath + " " + key] as? Value
    }
}

/// Storage whose value a new version of the view can start from (``InheritedState``).
protocol InheritableStorage {
    var inheritedValue: Any { get }
}

extension ViewRecord {
    /// The type names of the views with a body from the root to this one.
    var typePath: String {
        (parent.map { $0.typePath + "/" } ?? "") + typeName
    }
}

extension View {
    /// Call inside `body` to print why it is running, in SwiftUI's format:
    /// `Counter: _count changed.`, or `Counter: @self changed.` when the view's value changed.
    public static func _printChanges() {
        guard let record = ViewGraph.evaluating else { return }
        let reasons = record.currentReasons.isEmpty ? ["@dependencies"] : record.currentReasons
        print("\(record.typeName): \(reasons.joined(separator: ", ")) changed.")
    }
}

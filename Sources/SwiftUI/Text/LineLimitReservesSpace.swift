private struct ReservedLineCountKey: EnvironmentKey {
    static let defaultValue = 0
}

extension EnvironmentValues {
    /// The lines text takes the height of even when it needs fewer: `lineLimit(_:reservesSpace:)`.
    var reservedLineCount: Int {
        get { self[ReservedLineCountKey.self] }
        set { self[ReservedLineCountKey.self] = newValue }
    }
}

extension View {
    /// Limits text in this view to `limit` lines, as `lineLimit(_:)` does; with `reservesSpace`,
    /// text is as tall as `limit` lines even when it needs fewer (its lines start at the top),
    /// as SwiftUI's `lineLimit(_:reservesSpace:)` does for cards whose titles should line up.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, limit).environment(\.reservedLineCount, reservesSpace ? max(1, limit) : 0)
    }
}

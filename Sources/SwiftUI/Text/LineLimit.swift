private struct LineLimitKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

extension EnvironmentValues {
    /// The most lines text in this view may take; `nil` means no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
}

extension View {
    /// Limits text in this view to `number` lines; text that needs more ends its last line with "…".
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }
}

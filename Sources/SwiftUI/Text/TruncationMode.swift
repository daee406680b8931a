extension Text {
    /// Where a line that is too long for its width loses characters, replaced by "…".
    public enum TruncationMode: Hashable, Sendable {
        /// Drops characters at the start: "…end of the line".
        case head
        /// Drops characters at the end, the default: "Start of the…".
        case tail
        /// Drops characters in the middle: "Start…line".
        case middle
    }
}

private struct TruncationModeKey: EnvironmentKey {
    static let defaultValue = Text.TruncationMode.tail
}

extension EnvironmentValues {
    /// Where text in this view is truncated when a single line does not fit; `.tail` by default.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
}

extension View {
    /// Sets where text in this view loses characters when a single line does not fit.
    /// Text cut off after its last line always ends that line with "…".
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }
}

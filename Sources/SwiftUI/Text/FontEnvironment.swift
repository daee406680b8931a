private struct FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}

extension EnvironmentValues {
    /// The font of text in this view; `nil` means the body font.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
}

extension View {
    /// Sets the default font of text in this view. A font set on a `Text` itself wins.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }
}

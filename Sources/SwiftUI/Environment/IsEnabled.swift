private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether controls in this view respond to interaction; `disabled(_:)` turns it off.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension View {
    /// Disables the controls in this view when `disabled` is true.
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { if disabled { $0 = false } }
    }
}

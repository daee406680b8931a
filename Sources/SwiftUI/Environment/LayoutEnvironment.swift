/// The axis of the stack a view sits in directly, which `Spacer` and `Divider` follow.
private struct StackOrientationKey: EnvironmentKey {
    static let defaultValue: Axis? = nil
}

extension EnvironmentValues {
    var stackOrientation: Axis? {
        get { self[StackOrientationKey.self] }
        set { self[StackOrientationKey.self] = newValue }
    }
}

import Foundation

private struct MinimumScaleFactorKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

extension EnvironmentValues {
    /// How far text in this view may shrink to fit, from 0 to 1; 1 by default.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
}

extension View {
    /// Lets text in this view shrink down to `factor` of its size before it truncates. Terminal
    /// text cannot shrink (every character is one cell), so such text truncates as without it.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }
}

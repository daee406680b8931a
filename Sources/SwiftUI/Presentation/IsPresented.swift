import Foundation

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the view is in a presentation: true inside a sheet, cover, popover, inspector,
    /// alert or dialog, and in a view pushed on a `NavigationStack`; false in the root view
    /// (Apple's documentation: "A Boolean value that indicates whether the view associated with
    /// this environment is currently presented"; `dismiss` dismisses exactly such a view).
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}

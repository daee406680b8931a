import Foundation

/// Dismisses the presentation this view is in: closes its sheet, cover, popover or alert, or
/// pops it when it was pushed on a `NavigationStack`. Read it with `@Environment(\.dismiss)`
/// and call it: `dismiss()`. Outside any presentation it does nothing, as in SwiftUI.
public struct DismissAction {
    let action: () -> Void

    public func callAsFunction() {
        action()
    }
}

private struct DismissKey: EnvironmentKey {
    static let defaultValue = DismissAction {}
}

extension EnvironmentValues {
    /// Dismisses the current presentation; see `DismissAction`.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}

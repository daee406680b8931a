/// Whether a scene is in the foreground and taking input.
///
/// SwiftUI reports `.active` while the scene is frontmost and interactive, `.inactive` while it is
/// visible but not taking events, and `.background` while it is not visible.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not visible.
    case background
    /// Visible but not taking events.
    case inactive
    /// Frontmost and taking events.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    // A terminal program runs in the foreground and takes every key press, so it is always active.
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The operational state of the scene the view is in; always `.active` in a terminal.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

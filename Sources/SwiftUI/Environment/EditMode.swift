import Foundation

/// Whether the person is editing the content of a view (SwiftUI's `EditMode`); an `EditButton`
/// switches it, and views read it from `@Environment(\.editMode)`.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment, as during a swipe to delete.
    case transient
    /// Editing, after the person tapped Edit.
    case active

    /// Whether this is an editing mode: `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static let defaultValue: Binding<EditMode>? = nil
}

extension EnvironmentValues {
    /// The edit mode of the views here, as a binding an `EditButton` sets; `nil` when no view
    /// around provides one. SwiftUI's `List` and navigation stacks provide one on iOS; here,
    /// provide it with `.environment(\.editMode, $editMode)`.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

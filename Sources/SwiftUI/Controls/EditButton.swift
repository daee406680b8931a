import Foundation

/// A button that switches the environment's edit mode (SwiftUI's `EditButton`).
///
/// Drawn as a button with the default style: "Edit" in the tint while not editing, "Done" in bold
/// while editing, as iOS's navigation bar draws it. Tapping it (`host.tap("Edit")`) sets
/// `@Environment(\.editMode)` to `.active`, and "Done" sets it back to `.inactive`. Where no
/// view around provides an edit mode, the button keeps its own, so it still switches its title.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode
    @State private var ownMode = EditMode.inactive

    /// An Edit/Done button for the edit mode of the environment.
    public init() {}

    public var body: some View {
        let mode = editMode ?? $ownMode
        let isEditing = mode.wrappedValue.isEditing
        Button {
            mode.wrappedValue = isEditing ? .inactive : .active
        } label: {
            if isEditing {
                Text("Done").bold()
            } else {
                Text("Edit")
            }
        }
    }
}

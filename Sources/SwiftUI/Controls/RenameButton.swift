import Foundation

/// Starts the rename interaction the environment offers (`EnvironmentValues.rename`), which
/// `renameAction(_:)` sets: SwiftUI's `RenameAction` (iOS 16).
public struct RenameAction {
    let action: () -> Void

    /// Runs the rename action.
    public func callAsFunction() {
        action()
    }
}

private struct RenameKey: EnvironmentKey {
    static let defaultValue: RenameAction? = nil
}

extension EnvironmentValues {
    /// The rename action `renameAction(_:)` set around this view, if any.
    public var rename: RenameAction? {
        get { self[RenameKey.self] }
        set { self[RenameKey.self] = newValue }
    }
}

/// A button that runs the environment's rename action, labelled "Rename" with a pencil, as
/// SwiftUI's `RenameButton` (iOS 16). Apple: "The system disables the button if you don't
/// define an action", so without `renameAction(_:)` around it, it is drawn disabled.
public struct RenameButton<Label: View>: View {
    @Environment(\.rename) private var rename
    let label: Label

    public var body: some View {
        Button { rename?() } label: { label }
            .disabled(rename == nil)
    }
}

extension RenameButton where Label == SwiftUI.Label<Text, Image> {
    /// A rename button with the standard label: "Rename" and the `pencil` symbol.
    public init() {
        label = SwiftUI.Label("Rename", systemImage: "pencil")
    }
}

extension View {
    /// Sets the rename action that `RenameButton`s inside this view run.
    public func renameAction(_ action: @escaping () -> Void) -> some View {
        environment(\.rename, RenameAction(action: action))
    }

    /// Sets a rename action that gives the focus to the field `isFocused` is bound to, so that a
    /// `RenameButton` starts editing it (Apple's example for `renameAction(_:)`).
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        environment(\.rename, RenameAction { isFocused.wrappedValue = true })
    }
}

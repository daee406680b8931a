import Foundation

/// Which kinds of view may trigger a submit action.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt

    /// A set of triggers from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Text fields and secure fields, when the return key is pressed (`host.submit(_:)`).
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Search fields.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// An action added with `onSubmit(of:_:)`.
struct SubmitAction {
    let triggers: SubmitTriggers
    let action: () -> Void
}

extension View {
    /// Runs `action` when a text field inside this view is submitted (`host.submit(_:)` is the
    /// return key). Actions of nested `onSubmit` modifiers all run, the innermost first.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        transformEnvironment(\.submitActions) { $0.append(SubmitAction(triggers: triggers, action: action)) }
    }

    /// Keeps the text fields inside this view from running the submit actions set around it.
    public func submitScope(_ isBlocking: Bool = true) -> some View {
        transformEnvironment(\.submitActions) { if isBlocking { $0.removeAll() } }
    }
}

private struct SubmitActionsKey: EnvironmentKey {
    static let defaultValue: [SubmitAction] = []
}

extension EnvironmentValues {
    /// The submit actions around a view, outermost first.
    var submitActions: [SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}

import Foundation

// What a phone does that a terminal has no part for: haptics, an on-screen keyboard, URLs opened
// by the system, the system's edge gestures. Code from iOS tutorials uses them; here it compiles
// and the view is drawn as it would be without them.

/// A kind of haptic feedback, as SwiftUI's `SensoryFeedback` (`.success`, `.impact(weight:)`).
/// Accepted: a terminal has no haptics.
public struct SensoryFeedback: Equatable, Sendable {
    let name: String

    /// A task or action succeeded.
    public static let success = SensoryFeedback(name: "success")
    /// A task or action produced a warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// A task or action failed.
    public static let error = SensoryFeedback(name: "error")
    /// The selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value increased.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value decreased.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// A dragged item lined up with a guide.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// A value crossed into a new level (a pressure step).
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A physical impact, of medium weight.
    public static let impact = SensoryFeedback(name: "impact")

    /// The weight of an impact.
    public struct Weight: Equatable, Sendable {
        let name: String
        /// A light impact.
        public static let light = Weight(name: "light")
        /// A medium impact.
        public static let medium = Weight(name: "medium")
        /// A heavy impact.
        public static let heavy = Weight(name: "heavy")
    }

    /// The flexibility of an impact.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        /// An impact on something rigid.
        public static let rigid = Flexibility(name: "rigid")
        /// An impact on something solid.
        public static let solid = Flexibility(name: "solid")
        /// An impact on something soft.
        public static let soft = Flexibility(name: "soft")
    }

    /// An impact of `weight` at `intensity` (0 to 1); both are kept by nothing here.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }

    /// An impact on something of `flexibility` at `intensity`; both are kept by nothing here.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }
}

/// How scrolling dismisses the on-screen keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`.
/// Accepted: a terminal has no on-screen keyboard.
public struct ScrollDismissesKeyboardMode: Equatable, Sendable {
    let name: String
    /// The platform's default.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// Scrolling dismisses the keyboard at once.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// The keyboard follows the drag and can be dismissed by it.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Scrolling never dismisses the keyboard.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

extension View {
    /// Plays haptic feedback when `trigger` changes (`.sensoryFeedback(.success, trigger: done)`).
    /// Accepted: a terminal has no haptics; the view is drawn as without it.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays haptic feedback when `trigger` changes and `condition` says so.
    /// Accepted: a terminal has no haptics.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View { self }

    /// Plays the feedback `feedback` returns for a change of `trigger`.
    /// Accepted: a terminal has no haptics.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View { self }

    /// How scrolling in this view dismisses the keyboard (`.scrollDismissesKeyboard(.interactively)`).
    /// Accepted: a terminal has no on-screen keyboard.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }

    /// Runs `action` when the app is asked to open a URL (a link into the app, a widget).
    /// Accepted: nothing outside a program running here opens URLs in it, so it never runs.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    /// Gives this view's gestures priority over the system's at `edges`.
    /// Accepted: a terminal has no system gestures at its edges.
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
}

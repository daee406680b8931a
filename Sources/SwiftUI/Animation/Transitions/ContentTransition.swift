import Foundation

/// How a view's content (a text's characters, a symbol) changes when it changes in an animation:
/// SwiftUI's `ContentTransition`, set with `contentTransition(_:)`.
/// Accepted: a changed text is drawn with its new characters at once, in every style: the frames
/// in between (a fade, digits rolling for `numericText`) would be characters half drawn, which a
/// cell cannot show; the text's frame still animates as its size changes.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate, numericText(countsDown: Bool?)
    }

    let kind: Kind

    /// Content changes without animating.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// The content's glyphs are interpolated from the old to the new.
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// Digits roll to their new values, up or (with `countsDown`) down.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }

    /// Digits roll up or down as `value` grows or shrinks.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: nil))
    }
}

private struct ContentTransitionKey: EnvironmentKey {
    static let defaultValue = ContentTransition.opacity
}

extension EnvironmentValues {
    /// The content transition of the views inside: `.opacity` unless set.
    /// Accepted: a changed text is drawn with its new characters at once, whatever the transition.
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// Sets how the content of the views inside changes in an animation, as SwiftUI's
    /// `contentTransition(_:)` (`Text("\(score)").contentTransition(.numericText())`).
    /// Accepted: a changed text is drawn with its new characters at once (a cell cannot show a
    /// half-faded or half-rolled digit); the value is in the environment for the views inside.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}

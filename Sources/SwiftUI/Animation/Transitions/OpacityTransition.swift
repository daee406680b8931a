import Foundation

/// The fade as a `Transition` value (iOS 17): SwiftUI's `OpacityTransition`, what `.opacity`
/// does as an `AnyTransition`. A view coming in fades from transparent, one going fades out.
/// Written `OpacityTransition()`: here `.opacity` where a transition is expected is the
/// `AnyTransition`, which does the same.
public struct OpacityTransition: Transition {
    /// The fade.
    public init() {}

    /// The view fully opaque when shown, transparent while it comes in or goes.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    /// A fade does not move the view.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

import Foundation

/// Where a view is in its transition: about to come in, in place, or gone.
public enum TransitionPhase: Equatable, Sendable {
    /// The view is being inserted: this is how it looks before it comes in.
    case willAppear
    /// The view is in place.
    case identity
    /// The view has been removed: this is how it looks once it has gone.
    case didDisappear

    /// Whether the view is in place.
    public var isIdentity: Bool { self == .identity }

    /// -1 before the view comes in, 0 in place, 1 once it has gone (Apple's documentation of
    /// `TransitionPhase.value`), for transitions that go one way in and another way out.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition does, beyond the modifiers of its body.
public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view (so that it can be left out where motion is reduced).
    public var hasMotion: Bool

    /// Properties of a transition that moves the view (`hasMotion`), or only fades or changes it.
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

/// A transition of your own (iOS 17): the modifiers that show a view in each phase of its
/// insertion and removal. In an animated change, a view that comes in is first shown as
/// `body(content:phase: .willAppear)` and animates to `.identity`; one that goes animates from
/// `.identity` to `.didDisappear` and stays on screen until that animation ends.
///
/// ```swift
/// struct Twirl: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content
///             .scaleEffect(phase.isIdentity ? 1 : 0.5)
///             .opacity(phase.isIdentity ? 1 : 0)
///             .rotationEffect(.degrees(phase.value * 90))
///     }
/// }
/// ```
public protocol Transition {
    associatedtype Body: View
    /// The view the transition applies to.
    typealias Content = PlaceholderContentView<Self>

    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition does beyond its body: whether it moves the view.
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// A transition moves the view, unless it says otherwise.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// This transition and `other` at once.
    public func combined<T: Transition>(with other: T) -> some Transition {
        _CombinedTransition(first: self, second: other)
    }
}

/// Two transitions applied together, the second around the first.
public struct _CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    /// The first transition's body, wrapped in the second's, for the same phase.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        _TransitionBodyView(transition: second, phase: phase, content: _TransitionBodyView(transition: first, phase: phase, content: content))
    }
}

/// A transition's body applied to a view: `transition.body(content:phase:)` with `content`
/// standing for the placeholder.
public struct _TransitionBodyView<T: Transition, Content: View>: _PrimitiveView {
    let transition: T
    let phase: TransitionPhase
    let content: Content

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let content = view.content
        return PhasedTransitionPart(view.transition).make(view.phase, inputs: inputs) { Content._makeView(content, inputs: $0) }
    }
}

/// `AnyTransition.modifier(active:identity:)`: one modifier while the view comes in or goes,
/// another once it is in place.
struct ModifierTransition<Modifier: ViewModifier>: Transition {
    let active: Modifier
    let identity: Modifier

    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(phase.isIdentity ? identity : active)
    }
}

extension AnyTransition {
    /// A transition between two states of a modifier of your own: `active` while the view comes
    /// in or goes, `identity` once it is in place. What differs between the two (an opacity, a
    /// scale, an offset, any animatable data) animates.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(ModifierTransition(active: active, identity: identity))
    }

    /// A transition of your own, as an `AnyTransition`.
    public init<T: Transition>(_ transition: T) {
        self.init(phased: [PhasedTransitionPart(transition)])
    }
}

extension View {
    /// The transition this view uses when it is inserted or removed in an animated change.
    public func transition<T: Transition>(_ transition: T) -> some View {
        self.transition(AnyTransition(transition))
    }
}

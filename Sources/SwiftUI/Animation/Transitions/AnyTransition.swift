import Foundation

/// How a view comes in when it is inserted and goes when it is removed, in an animated change.
///
/// A transition moves between two states of the view: *active* (not yet in, or already gone)
/// and *identity* (in place). Insertion animates from active to identity; removal animates from
/// identity to active, and the removed view stays on screen until that animation ends. A view
/// with no `.transition(_:)` fades, as with `.opacity`.
public struct AnyTransition {
    /// The built-in effects, drawn over the view as it comes in and as it goes.
    let insertion: [TransitionEffect]
    let removal: [TransitionEffect]
    /// Transitions with a body of their own, which show the view through modifiers.
    let phased: [PhasedTransitionPart]

    init(insertion: [TransitionEffect] = [], removal: [TransitionEffect] = [], phased: [PhasedTransitionPart] = []) {
        self.insertion = insertion
        self.removal = removal
        self.phased = phased
    }

    /// Whether the view changes as it comes in (`insertion`) or as it goes.
    func animates(insertion isInsertion: Bool) -> Bool {
        !(isInsertion ? insertion : removal).isEmpty || phased.contains { $0.applies(onInsertion: isInsertion) }
    }

    init(_ effect: TransitionEffect) {
        self.init(insertion: [effect], removal: [effect])
    }

    /// Fades the view in and out.
    public static let opacity = AnyTransition(OpacityTransitionEffect())
    /// No change: the view appears and goes at once, even in an animated change.
    public static let identity = AnyTransition(insertion: [], removal: [])
    /// Scales the view from nothing (a scale of 1e-5 rather than 0, which could not be undone,
    /// as OpenSwiftUI's reimplementation of `.scale` does).
    public static var scale: AnyTransition { scale(scale: 1e-5) }
    /// In from the leading edge, out towards the trailing edge (Apple's documentation of `slide`).
    public static var slide: AnyTransition { .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing)) }

    /// Scales the view from `scale` around `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(ScaleTransitionEffect(scale: scale, anchor: anchor))
    }

    /// Moves the view by its own size towards `edge`.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(MoveTransitionEffect(edge: edge))
    }

    /// Shifts the view by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(OffsetTransitionEffect(offset: offset))
    }

    /// Moves the view by `x` and `y` points while it is inserted or removed.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// In from `edge` while fading in; out towards the opposite edge while fading out (Apple's
    /// documentation of `push(from:)`).
    public static func push(from edge: Edge) -> AnyTransition {
        .asymmetric(insertion: .move(edge: edge), removal: .move(edge: edge.opposite)).combined(with: .opacity)
    }

    /// One transition for insertion, another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(
            insertion: insertion.insertion, removal: removal.removal,
            phased: insertion.phased.map { $0.only(onInsertion: true) } + removal.phased.map { $0.only(onInsertion: false) })
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal, phased: phased + other.phased)
    }
}

extension Edge {
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

/// How a view looks part of the way through a transition: what drawing applies to it.
struct TransitionAppearance {
    var opacity: Double = 1
    var scale = CGSize(width: 1, height: 1)
    var anchor = UnitPoint.center
    var translation = CGSize.zero

    /// The transform of the view drawn in `frame`: scaled around the anchor, then moved.
    func transform(in frame: CGRect) -> CGAffineTransform {
        let pivot = anchor.point(in: frame)
        return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(CGAffineTransform(translationX: pivot.x + translation.width, y: pivot.y + translation.height))
    }
}

/// One part of a transition: how the view looks at `progress` from active (0) to identity (1).
protocol TransitionEffect {
    func apply(to appearance: inout TransitionAppearance, progress: Double, frame: CGRect, layoutDirection: LayoutDirection)
}

struct OpacityTransitionEffect: TransitionEffect {
    func apply(to appearance: inout TransitionAppearance, progress: Double, frame: CGRect, layoutDirection: LayoutDirection) {
        appearance.opacity *= min(1, max(0, progress))
    }
}

struct ScaleTransitionEffect: TransitionEffect {
    let scale: CGFloat
    let anchor: UnitPoint

    func apply(to appearance: inout TransitionAppearance, progress: Double, frame: CGRect, layoutDirection: LayoutDirection) {
        let factor = scale + (1 - scale) * progress
        appearance.scale.width *= factor
        appearance.scale.height *= factor
        appearance.anchor = anchor
    }
}

struct MoveTransitionEffect: TransitionEffect {
    let edge: Edge

    func apply(to appearance: inout TransitionAppearance, progress: Double, frame: CGRect, layoutDirection: LayoutDirection) {
        let away = 1 - progress
        // Leading and trailing follow the layout direction.
        let leadingSign: CGFloat = layoutDirection == .rightToLeft ? 1 : -1
        switch edge {
        case .leading: appearance.translation.width += leadingSign * frame.width * away
        case .trailing: appearance.translation.width -= leadingSign * frame.width * away
        case .top: appearance.translation.height -= frame.height * away
        case .bottom: appearance.translation.height += frame.height * away
        }
    }
}

struct OffsetTransitionEffect: TransitionEffect {
    let offset: CGSize

    func apply(to appearance: inout TransitionAppearance, progress: Double, frame: CGRect, layoutDirection: LayoutDirection) {
        // An offset transition is an offset, mirrored right to left like `offset(x:y:)`.
        let sign: CGFloat = layoutDirection == .rightToLeft ? -1 : 1
        appearance.translation.width += sign * offset.width * (1 - progress)
        appearance.translation.height += offset.height * (1 - progress)
    }
}

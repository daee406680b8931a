import Foundation

/// Where a view is in its scroll view's visible region, which a `scrollTransition` closure is
/// given (iOS 17): `.identity` inside it, `.topLeading` or `.bottomTrailing` past that edge.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// The view is about to come in at the top (or leading) edge.
    case topLeading
    /// The view is in the visible region.
    case identity
    /// The view is about to come in at the bottom (or trailing) edge.
    case bottomTrailing

    /// Whether this is `.identity`.
    public var isIdentity: Bool { self == .identity }

    /// -1 for `.topLeading`, 0 for `.identity`, 1 for `.bottomTrailing`.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition is applied as its view moves through the visible region (iOS 17):
/// `.interactive` follows the scroll, `.animated` changes phase once the threshold is crossed,
/// `.identity` never changes the view.
public struct ScrollTransitionConfiguration {
    enum Kind { case interactive(UnitCurve), animated(Animation), identity }
    let kind: Kind
    var visibleThreshold: Threshold = .visible

    /// Follows the scroll: the effect is interpolated between the phases.
    public static let interactive = ScrollTransitionConfiguration(kind: .interactive(.easeInOut))
    /// Follows the scroll, paced by `timingCurve` (Apple's default `.easeInOut`): zero when the
    /// view is just hidden, one when it reaches the threshold.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .interactive(timingCurve))
    }
    /// Changes phase once the threshold is crossed (the terminal shows the phase reached).
    public static let animated = ScrollTransitionConfiguration(kind: .animated(.default))
    /// Changes phase once the threshold is crossed, with `animation`.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .animated(animation))
    }
    /// Never changes the view.
    public static let identity = ScrollTransitionConfiguration(kind: .identity)

    /// This configuration, treating the view as visible from `threshold` on.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.visibleThreshold = threshold
        return copy
    }

    /// This configuration, animating with `animation` where it animates.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        guard case .animated = kind else { return self }
        return ScrollTransitionConfiguration(kind: .animated(animation), visibleThreshold: visibleThreshold)
    }

    /// How much of a view must be in the visible region before it counts as visible, from 0
    /// (hidden) to 1 (wholly visible).
    public struct Threshold: Sendable {
        let amount: Double

        /// Visible when wholly inside the visible region.
        public static let visible = Threshold(amount: 1)
        /// Visible as soon as any of it is.
        public static let hidden = Threshold(amount: 0)
        /// Visible by `amount`; clamped to 0…1, as Apple documents.
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(amount: min(max(amount, 0), 1))
        }
        /// Visible only when centred: the effect grows as soon as the view leaves the centre.
        public static var centered: Threshold { Threshold(amount: .infinity) }
    }
}

extension View {
    /// Changes how this view is drawn as it moves through its scroll view's visible region
    /// (iOS 17): `transition` gets an `EmptyVisualEffect` and the view's phase, and the effects it
    /// returns (offset, scale, rotation, opacity) are drawn, interpolated by how far the view is
    /// past the edge under `.interactive`; layout is unchanged. `axis` defaults to the scroll
    /// view's.
    public func scrollTransition<E: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// A scroll transition with one configuration for each edge.
    public func scrollTransition<E: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> E
    ) -> some View {
        modifier(_VisualEffectModifier { proxy in
            let steps = { (phase: ScrollTransitionPhase) in
                (transition(EmptyVisualEffect(), phase) as? any VisualEffectSteps)?.steps ?? []
            }
            guard let position = ScrollTransitionPosition(of: proxy.node, axis: axis) else { return steps(.identity) }
            let configuration = position.phase == .topLeading ? topLeading : bottomTrailing
            let amount = position.effectAmount(configuration)
            guard amount > 0 else { return steps(.identity) }
            return _VisualEffectStep.interpolated(steps(.identity), steps(position.phase), amount: amount)
        })
    }
}

/// Where a view is against the visible region of the nearest scroll view around it, along one axis.
struct ScrollTransitionPosition {
    /// The edge the view is nearer to, or past.
    let phase: ScrollTransitionPhase
    /// How much of the view is inside the visible region, 0…1.
    let visibleFraction: Double
    /// How far the view's centre is from the region's centre, 0 (centred) to 1 (just hidden).
    let distanceFromCentre: Double

    init?(of node: ViewNode, axis: Axis?) {
        guard let scroll = node.ancestors.dropFirst().first(where: { $0.behavior is ScrollViewLayout }),
              let layout = scroll.behavior as? ScrollViewLayout else { return nil }
        let along = axis ?? (layout.axes == .horizontal ? .horizontal : .vertical)
        let view = node.frame, region = scroll.frame
        let (start, end, regionStart, regionEnd) = along == .vertical
            ? (view.minY, view.maxY, region.minY, region.maxY) : (view.minX, view.maxX, region.minX, region.maxX)
        let length = max(end - start, .ulpOfOne)
        visibleFraction = Double(max(0, min(end, regionEnd) - max(start, regionStart)) / length)
        let centre = (start + end) / 2, regionCentre = (regionStart + regionEnd) / 2
        let reach = (regionEnd - regionStart + length) / 2
        distanceFromCentre = Double(min(1, abs(centre - regionCentre) / max(reach, .ulpOfOne)))
        phase = centre < regionCentre ? .topLeading : .bottomTrailing
    }

    /// How much of the phase's effect applies: 0 at or past the threshold into the region, 1
    /// when hidden; in between, by the configuration's curve, or all at once when animated.
    func effectAmount(_ configuration: ScrollTransitionConfiguration) -> Double {
        let threshold = configuration.visibleThreshold.amount
        // Progress from hidden (0) to the threshold (1).
        let progress: Double
        if threshold.isInfinite {
            progress = 1 - distanceFromCentre
        } else if threshold == 0 {
            progress = visibleFraction > 0 ? 1 : 0
        } else {
            progress = min(1, visibleFraction / threshold)
        }
        switch configuration.kind {
        case .identity: return 0
        case .animated: return progress >= 1 ? 0 : 1
        case .interactive(let curve): return progress >= 1 ? 0 : 1 - curve.value(at: progress)
        }
    }
}

extension _VisualEffectStep {
    /// The steps `from` moved `amount` (0…1) of the way to `to`: opacities and transforms
    /// interpolated pairwise when both have the same steps, else whichever is nearer.
    static func interpolated(_ from: [_VisualEffectStep], _ to: [_VisualEffectStep], amount: Double) -> [_VisualEffectStep] {
        let t = CGFloat(amount)
        guard from.count == to.count else { return amount < 0.5 ? from : to }
        var steps: [_VisualEffectStep] = []
        for (a, b) in zip(from, to) {
            switch (a, b) {
            case (.opacity(let x), .opacity(let y)): steps.append(.opacity(x + (y - x) * amount))
            case (.transform(let x), .transform(let y)):
                steps.append(.transform { frame in
                    let m = x(frame), n = y(frame)
                    return CGAffineTransform(a: m.a + (n.a - m.a) * t, b: m.b + (n.b - m.b) * t, c: m.c + (n.c - m.c) * t,
                                             d: m.d + (n.d - m.d) * t, tx: m.tx + (n.tx - m.tx) * t, ty: m.ty + (n.ty - m.ty) * t)
                })
            default: return amount < 0.5 ? from : to
            }
        }
        return steps
    }
}

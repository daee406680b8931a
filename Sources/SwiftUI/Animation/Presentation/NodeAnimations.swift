import Foundation

/// What animates on one view: its frame (position and size, relative to its parent) and the
/// animatable data of its behaviour (an opacity, a shape's `animatableData`, a colour). A node
/// has one only while something on it animates.
final class NodeAnimations {
    var geometry: AnimatedValue<CGRect.AnimatableData>?
    var content: (any ContentAnimation)?
    /// The behaviour as it is shown at the last presentation, when its data animates.
    var presentedBehavior: (any NodeBehavior)?
    /// The view's transition while it comes in or goes.
    var transition: TransitionState?
    /// Views removed from inside this one, drawn until their removal transition ends.
    var departing: [ViewNode] = []

    var isAnimating: Bool {
        geometry?.isAnimating == true || content?.isAnimating == true || transition != nil || !departing.isEmpty
    }
}

/// A view's insertion or removal under way: its progress from active (0) to identity (1).
final class TransitionState {
    let effects: [TransitionEffect]
    let progress: AnimatedValue<Double>
    let isRemoval: Bool
    /// How the view looks at the last presentation.
    private(set) var appearance = TransitionAppearance()

    init(effects: [TransitionEffect], isRemoval: Bool, animation: Animation, at time: TimeInterval, completion: AnimationCompletionGroup?) {
        self.effects = effects
        self.isRemoval = isRemoval
        progress = AnimatedValue(isRemoval ? 1 : 0)
        progress.set(isRemoval ? 0 : 1, animation: animation, at: time, completion: completion)
    }

    /// Works out the appearance at `time` for a view drawn in `frame`; false once it has ended.
    func show(at time: TimeInterval, frame: CGRect, layoutDirection: LayoutDirection) -> Bool {
        let value = progress.presented(at: time)
        appearance = TransitionAppearance()
        for effect in effects {
            effect.apply(to: &appearance, progress: value, frame: frame, layoutDirection: layoutDirection)
        }
        return progress.isAnimating
    }
}

/// A node behaviour whose drawing animates: what it draws is interpolated through its
/// `animatableData`, and the presented copy draws; layout uses the model value.
protocol AnimatableBehavior: NodeBehavior {
    associatedtype AnimatableData: VectorArithmetic
    /// The data to interpolate, resolved in the view's environment (a colour by its scheme).
    func animatableData(in environment: EnvironmentValues) -> AnimatableData
    /// A copy that draws `data` instead.
    func presenting(_ data: AnimatableData) -> Self
}

/// The animation of one behaviour's data, whatever its type.
protocol ContentAnimation: AnyObject {
    var isAnimating: Bool { get }
    /// The behaviour `model` drawing the data shown at `time`.
    func presented(_ model: any NodeBehavior, at time: TimeInterval) -> any NodeBehavior
}

final class BehaviorAnimation<Behavior: AnimatableBehavior>: ContentAnimation {
    let value: AnimatedValue<Behavior.AnimatableData>

    init(from data: Behavior.AnimatableData) {
        value = AnimatedValue(data)
    }

    var isAnimating: Bool { value.isAnimating }

    func presented(_ model: any NodeBehavior, at time: TimeInterval) -> any NodeBehavior {
        guard let model = model as? Behavior else { return model }
        return model.presenting(value.presented(at: time))
    }
}

/// A built-in behaviour whose data is one stored value (an opacity, an angle, a scale).
protocol AnimatableValueBehavior: AnimatableBehavior {
    var animatableData: AnimatableData { get set }
}

extension AnimatableValueBehavior {
    func animatableData(in environment: EnvironmentValues) -> AnimatableData { animatableData }

    func presenting(_ data: AnimatableData) -> Self {
        var presented = self
        presented.animatableData = data
        return presented
    }
}

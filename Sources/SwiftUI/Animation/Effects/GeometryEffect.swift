import Foundation

/// A modifier that moves, scales or rotates its content when drawn, from values it can animate:
/// `effectValue(size:)` is asked for the transform at each presented value of `animatableData`.
/// Layout is unchanged; `frame(ofIdentifier:)` reports where the content is drawn.
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var animatableData: CGFloat
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 2), y: 0))
///     }
/// }
/// ```
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform for content of `size`, in its own coordinate space (the origin at its top-leading corner).
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    public static func _makeView(modifier: Self, inputs: _ViewInputs, body: @escaping (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        _ViewOutputs(nodes: body(inputs).nodes.map { ViewNode(GeometryEffectBehavior(effect: modifier), children: [$0], inputs: inputs) })
    }
}

/// Draws its content through the effect's transform for the presented size; the effect's data animates.
struct GeometryEffectBehavior<Effect: GeometryEffect>: DrawingEffectModifier, AnimatableBehavior {
    typealias Body = Never
    var effect: Effect

    var traceLabel: String { String(describing: Effect.self) }

    func animatableData(in environment: EnvironmentValues) -> Effect.AnimatableData { effect.animatableData }

    func presenting(_ data: Effect.AnimatableData) -> Self {
        var presented = self
        presented.effect.animatableData = data
        return presented
    }

    /// The effect in root coordinates: into the view's own space, the effect, and back.
    func transform(in frame: CGRect) -> CGAffineTransform {
        CGAffineTransform(translationX: -frame.minX, y: -frame.minY)
            .concatenating(effect.effectValue(size: frame.size).affine)
            .concatenating(CGAffineTransform(translationX: frame.minX, y: frame.minY))
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let effect = transform(in: node.presentedFrame)
        list.withContext({ $0.transform = effect.concatenating($0.transform) }) { node.drawChildren(into: &$0) }
    }

    func frameAsDrawn(of node: ViewNode) -> CGRect {
        let child = node.children[0]
        return child.presentedBehavior.frameAsDrawn(of: child).applying(transform(in: node.presentedFrame))
    }
}

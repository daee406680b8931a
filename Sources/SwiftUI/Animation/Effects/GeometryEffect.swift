import Foundation

/// A modifier that moves, scales or rotates its content, from values it can animate:
/// `effectValue(size:)` is asked for the transform at each presented value of `animatableData`.
/// Its translation moves the content's frame as `offset` does (`offset` is itself a geometry
/// effect in SwiftUI), so `frame(ofIdentifier:)` and a `GeometryReader` inside see the moved
/// frame at each moment; the rest (a scale, a rotation) is applied when drawn, around the
/// moved top-leading corner. Layout around it is unchanged.
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

/// Places its content moved by the effect's translation for the data shown, and draws it
/// through the rest of the transform; the effect's data animates, and the content is placed
/// again at each value shown.
struct GeometryEffectBehavior<Effect: GeometryEffect>: DrawingEffectModifier, AnimatableBehavior, DataShowingBehavior {
    typealias Body = Never
    var effect: Effect

    var traceLabel: String { String(describing: Effect.self) }

    func animatableData(in environment: EnvironmentValues) -> Effect.AnimatableData { effect.animatableData }

    func presenting(_ data: Effect.AnimatableData) -> Self {
        var presented = self
        presented.effect.animatableData = data
        return presented
    }

    /// Where the content goes relative to this view's origin: the effect's translation (right
    /// to left, the layout mirrors the child's place, as it mirrors an offset's).
    private func translation(size: CGSize) -> CGPoint {
        let transform = effect.effectValue(size: size).affine
        return CGPoint(x: transform.tx, y: transform.ty)
    }

    func placeChildren(of node: ViewNode, in bounds: CGRect, proposal: ProposedViewSize) {
        let shift = (node.presentedBehavior as? Self ?? self).translation(size: bounds.size)
        node.children[0].place(at: CGPoint(x: bounds.minX + shift.x, y: bounds.minY + shift.y), proposal: proposal)
    }

    /// While the data shown moves the content, the tree is placed again, so the views inside
    /// (a GeometryReader's content) see where it is now.
    func showData(of node: ViewNode) {
        guard let placed = node.children.first?.relativeFrame?.origin else { return }
        var shift = translation(size: node.frame.size)
        if node.environment.layoutDirection == .rightToLeft { shift.x = -shift.x }
        if placed != shift { node.graph.needsLayoutAgain = true }
    }

    /// The rest of the effect in root coordinates, around the content's moved origin: into the
    /// content's own space, the transform without its translation, and back.
    private func transformAsDrawn(of node: ViewNode) -> CGAffineTransform {
        let origin = node.children[0].presentedFrame.origin
        var rest = effect.effectValue(size: node.presentedFrame.size).affine
        rest.tx = 0
        rest.ty = 0
        return CGAffineTransform(translationX: -origin.x, y: -origin.y)
            .concatenating(rest)
            .concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
    }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let effect = transformAsDrawn(of: node)
        list.withContext({ $0.transform = effect.concatenating($0.transform) }) { node.drawChildren(into: &$0) }
    }

    func frameAsDrawn(of node: ViewNode) -> CGRect {
        let child = node.children[0]
        return child.presentedBehavior.frameAsDrawn(of: child).applying(transformAsDrawn(of: node))
    }
}

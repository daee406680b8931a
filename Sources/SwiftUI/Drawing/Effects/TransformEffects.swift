import Foundation

extension View {
    /// Draws this view rotated around `anchor` (its centre by default). Layout is unchanged,
    /// so a rotated view may draw outside its frame.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_RotationEffect(angle: angle, anchor: anchor))
    }

    /// Draws this view scaled around `anchor`. Layout is unchanged.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }

    /// Draws this view scaled by `scale` in both directions around `anchor`. Layout is unchanged.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Draws this view scaled by `x` and `y` around `anchor`. Layout is unchanged.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
}

/// A transform applied while drawing, around an anchor point of the view's frame.
protocol AnchoredTransformEffect: DrawingEffectModifier {
    var anchor: UnitPoint { get }
    var transform: CGAffineTransform { get }
}

extension AnchoredTransformEffect {
    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let pivot = anchor.point(in: node.presentedFrame)
        let effect = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        list.withContext({ $0.transform = effect.concatenating($0.transform) }) { node.drawChildren(into: &$0) }
    }
}

/// Rotates its content when drawn; the angle animates.
public struct _RotationEffect: AnchoredTransformEffect, AnimatableValueBehavior {
    typealias AnimatableData = Double
    var angle: Angle
    let anchor: UnitPoint

    var animatableData: Double {
        get { angle.radians }
        set { angle.radians = newValue }
    }

    var transform: CGAffineTransform { CGAffineTransform(rotationAngle: CGFloat(angle.radians)) }
    var traceLabel: String { ".rotationEffect(\(angle.degrees)°)" }
}

/// Scales its content when drawn; the scale animates.
public struct _ScaleEffect: AnchoredTransformEffect, AnimatableValueBehavior {
    typealias AnimatableData = CGSize.AnimatableData
    var scale: CGSize
    let anchor: UnitPoint

    var animatableData: CGSize.AnimatableData {
        get { scale.animatableData }
        set { scale.animatableData = newValue }
    }

    var transform: CGAffineTransform { CGAffineTransform(scaleX: scale.width, y: scale.height) }
    var traceLabel: String { ".scaleEffect(\(scale.width.pointDescription)×\(scale.height.pointDescription))" }
}

import Foundation

extension View {
    /// Draws this view rotated around `anchor` (its centre by default). Layout is unchanged,
    /// so a rotated view may draw outside its frame.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_TransformEffect(label: ".rotationEffect(\(angle.degrees)°)", anchor: anchor) { .init(rotationAngle: CGFloat(angle.radians)) })
    }

    /// Draws this view scaled around `anchor`. Layout is unchanged.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_TransformEffect(label: ".scaleEffect(\(scale.width.pointDescription)×\(scale.height.pointDescription))", anchor: anchor) {
            .init(scaleX: scale.width, y: scale.height)
        })
    }

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
}

/// A rotation or scale applied while drawing, around an anchor point of the view's frame.
public struct _TransformEffect: DrawingEffectModifier {
    let label: String
    let anchor: UnitPoint
    let transform: () -> CGAffineTransform

    var traceLabel: String { label }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        let pivot = anchor.point(in: node.frame)
        let effect = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(transform())
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        list.withContext({ $0.transform = effect.concatenating($0.transform) }) { node.drawChildren(into: &$0) }
    }
}

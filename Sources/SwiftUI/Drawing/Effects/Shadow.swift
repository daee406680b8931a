import Foundation

extension View {
    /// Draws a shadow of this view under it: its shape in `color`, blurred by `radius` and
    /// moved by `x` and `y`. Layout is unchanged. The default colour is black at 33% opacity,
    /// as in SwiftUI.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_ShadowEffect(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }
}

/// Draws its content twice: first as a shadow, then as itself. Radius and offset animate.
public struct _ShadowEffect: DrawingEffectModifier, AnimatableValueBehavior {
    typealias AnimatableData = AnimatablePair<CGFloat, CGSize.AnimatableData>
    let color: Color
    var radius: CGFloat
    var offset: CGSize

    var animatableData: AnimatableData {
        get { AnimatablePair(radius, offset.animatableData) }
        set {
            radius = newValue.first
            offset.animatableData = newValue.second
        }
    }

    var traceLabel: String { ".shadow(radius: \(radius.pointDescription), x: \(offset.width.pointDescription), y: \(offset.height.pointDescription))" }

    func draw(_ node: ViewNode, into list: inout DisplayList) {
        var content = DisplayList()
        content.context = list.context
        node.drawChildren(into: &content)
        let shadow = GraphicsEffect.shadow(color: color.resolve(in: node.environment), radius: radius, offset: offset)
        list.append(contentsOf: content.items.map { $0.shadow(shadow, outside: list.context) })
        list.append(contentsOf: content.items)
    }
}

extension DisplayItem {
    /// The item's shadow for `effect`: its shape in the shadow's colour (at the item's own
    /// opacity), moved by the offset with the clips inside the shadow (those not in
    /// `outside`, the context of the shadow modifier), drawn under it.
    func shadow(_ effect: GraphicsEffect, outside: DrawingContext) -> DisplayItem {
        guard case .shadow(let shadowColor, _, let offset) = effect else { return self }
        var shadow = self
        shadow.content = content.mapColor { color in
            var tinted = shadowColor
            tinted.opacity *= color.opacity
            return tinted
        }
        shadow.shading = nil
        let move = CGAffineTransform(translationX: offset.width, y: offset.height)
        shadow.transform = transform.concatenating(move)
        shadow.clips = clips.enumerated().map { $0.offset < outside.clips.count ? $0.element : $0.element.applying(move) }
        shadow.effects.insert(effect, at: outside.effects.count)
        shadow.isShadow = true
        return shadow
    }
}

import Foundation

/// A shadow that a style draws with: `.red.shadow(.drop(radius: 4))` in `foregroundStyle` or `fill`.
public struct ShadowStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case drop, inner }

    let kind: Kind
    let color: Color
    let radius: CGFloat
    let offset: CGSize

    /// A shadow outside the shape, under it: like `shadow(color:radius:x:y:)`.
    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }

    /// A shadow inside the shape, along its edges.
    public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, offset: CGSize(width: x, height: y))
    }

    /// What the shadow adds under (`drop`) or over (`inner`) `item`, a shape drawn with the style.
    ///
    /// An inner shadow is drawn as the shape's outline, moved by the offset, as wide as twice
    /// the radius (two points at least) and clipped to the shape: the shape darkens along its
    /// edges on the side the light comes from (our rendering).
    func shadowItem(of item: DisplayItem, in environment: EnvironmentValues) -> DisplayItem {
        let resolved = color.resolve(in: environment)
        let effect = GraphicsEffect.shadow(color: resolved, radius: radius, offset: offset)
        var shadow = item.shadow(effect, outside: DrawingContext(clips: item.clips, effects: item.effects))
        if kind == .inner, case .fill(let path, _, _) = item.content {
            shadow.content = .stroke(path, resolved, StrokeStyle(lineWidth: max(2, 2 * radius)))
            shadow.clips = item.clips + [path.applying(item.transform)]
        }
        return shadow
    }
}

/// A style drawn with a shadow: what `ShapeStyle.shadow(_:)` makes.
public struct _ShadowShapeStyle<Style: ShapeStyle>: ShadingShapeStyle {
    let style: Style
    let shadow: ShadowStyle

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved { style._resolveColor(in: environment) }

    package func _resolveShading(in environment: EnvironmentValues, bounds: CGRect) -> GradientShading? {
        style.resolvedShading(in: environment, bounds: bounds)
    }

    public func _resolveShadow(in environment: EnvironmentValues) -> ShadowStyle? { shadow }
}

extension ShapeStyle {
    /// This style with a shadow drawn along with what it paints.
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> {
        _ShadowShapeStyle(style: self, shadow: style)
    }
}

import Foundation

/// The levels of the foreground style set with `foregroundStyle(_:_:)` or
/// `foregroundStyle(_:_:_:)`: drawn as the first (primary) style, while `.secondary` and
/// `.tertiary` inside resolve to the second and third. A level past the ones given is the
/// primary style at that level's opacity, as with one style (ours: Apple does not say).
struct _ForegroundLevels: ShadingShapeStyle {
    /// Primary, secondary and, when given, tertiary.
    let styles: [any ShapeStyle]

    func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        styles[0]._resolveColor(in: environment)
    }

    func _resolveShading(in environment: EnvironmentValues, bounds: CGRect) -> GradientShading? {
        styles[0].resolvedShading(in: environment, bounds: bounds)
    }

    func _resolveShadow(in environment: EnvironmentValues) -> ShadowStyle? {
        styles[0]._resolveShadow(in: environment)
    }
}

extension View {
    /// Sets the primary and secondary levels of the foreground style, as SwiftUI's
    /// `foregroundStyle(_:_:)`: text and shapes without their own style draw in `primary`, and
    /// `.secondary` inside draws in `secondary` (not a fainter primary).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        environment(\.foregroundStyle, _ForegroundLevels(styles: [primary, secondary]))
    }

    /// Sets the primary, secondary and tertiary levels of the foreground style, as SwiftUI's
    /// `foregroundStyle(_:_:_:)`: `.secondary` and `.tertiary` inside draw in the second and
    /// third styles.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        environment(\.foregroundStyle, _ForegroundLevels(styles: [primary, secondary, tertiary]))
    }
}

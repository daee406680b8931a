import Foundation

/// A translucent background that blurs what is behind it. A terminal cannot blur behind a
/// cell, so a material draws as a translucent white (black in the dark appearance) whose
/// opacity grows with its thickness; the opacities are our choice.
public struct Material: ShapeStyle, Sendable {
    let opacity: Float

    /// The ultra-thin material: drawn at 0.35 opacity.
    public static let ultraThin = Material(opacity: 0.35)
    /// The thin material: drawn at 0.5 opacity.
    public static let thin = Material(opacity: 0.5)
    /// The regular material: drawn at 0.65 opacity.
    public static let regular = Material(opacity: 0.65)
    /// The thick material: drawn at 0.8 opacity.
    public static let thick = Material(opacity: 0.8)
    /// The ultra-thick material: drawn at 0.9 opacity.
    public static let ultraThick = Material(opacity: 0.9)
    /// The material of bars (toolbars, tab bars): drawn at 0.8 opacity, as `thick`.
    public static let bar = Material(opacity: 0.8)

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        let white: Float = environment.colorScheme == .dark ? 0.11 : 0.97
        return Color.Resolved(red: white, green: white, blue: white, opacity: opacity)
    }
}

extension ShapeStyle where Self == Material {
    /// The ultra-thin material where a shape style is expected: `.background(.ultraThinMaterial)`.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// The thin material where a shape style is expected: `.background(.thinMaterial)`.
    public static var thinMaterial: Material { .thin }
    /// The regular material where a shape style is expected: `.background(.regularMaterial)`.
    public static var regularMaterial: Material { .regular }
    /// The thick material where a shape style is expected: `.background(.thickMaterial)`.
    public static var thickMaterial: Material { .thick }
    /// The ultra-thick material where a shape style is expected: `.background(.ultraThickMaterial)`.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The bar material where a shape style is expected.
    public static var bar: Material { .bar }
}

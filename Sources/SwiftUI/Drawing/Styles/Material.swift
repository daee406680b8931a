import Foundation

/// A translucent background that blurs what is behind it. A terminal cannot blur behind a
/// cell, so a material draws as a translucent white (black in the dark appearance) whose
/// opacity grows with its thickness; the opacities are our choice.
public struct Material: ShapeStyle, Sendable {
    let opacity: Float

    public static let ultraThin = Material(opacity: 0.35)
    public static let thin = Material(opacity: 0.5)
    public static let regular = Material(opacity: 0.65)
    public static let thick = Material(opacity: 0.8)
    public static let ultraThick = Material(opacity: 0.9)
    public static let bar = Material(opacity: 0.8)

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        let white: Float = environment.colorScheme == .dark ? 0.11 : 0.97
        return Color.Resolved(red: white, green: white, blue: white, opacity: opacity)
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

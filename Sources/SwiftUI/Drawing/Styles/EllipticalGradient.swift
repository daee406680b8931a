import Foundation

/// A radial gradient stretched to the filled shape's bounds: a radius fraction of 0.5 reaches
/// their edge. Used as a view, it fills the space it is offered.
public struct EllipticalGradient: GradientView {
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    /// A gradient in ellipses around `center`, from `startRadiusFraction` to `endRadiusFraction` of the bounds' size.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// An elliptical gradient of `colors`, evenly spaced.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    func shading(in environment: EnvironmentValues, bounds: CGRect) -> GradientShading {
        let radii = CGSize(width: bounds.width / 2, height: bounds.height / 2)
        return GradientShading(
            .elliptical(center: center.point(in: bounds), radii: radii, startFraction: startRadiusFraction, endFraction: endRadiusFraction),
            stops: gradient.resolved(in: environment)
        )
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient where a shape style is expected.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of `colors` where a shape style is expected.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

import Foundation

extension GraphicsContext {
    /// A colour, gradient or style to fill or stroke with. Gradient points are in the
    /// context's coordinates, as in SwiftUI.
    public struct Shading {
        enum Kind {
            case style(any ShapeStyle)
            case gradient(Gradient, GradientShading.Geometry)
        }

        let kind: Kind

        /// The current foreground style of the canvas's environment.
        public static var foreground: Shading { style(ForegroundStyle()) }

        /// A flat colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(color)) }

        /// A flat colour of the given sRGB components, each from 0 to 1.
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }

        /// Any shape style: a colour, a gradient style, `.secondary`….
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }

        /// A linear gradient from `startPoint` to `endPoint`, in the context's coordinates; `options` are kept and ignored.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .gradient(gradient, .linear(start: startPoint, end: endPoint)))
        }

        /// A radial gradient around `center` from `startRadius` to `endRadius` points; `options` are kept and ignored.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .gradient(gradient, .radial(center: center, startRadius: startRadius, endRadius: endRadius)))
        }

        /// A conic gradient, one full turn around `center` clockwise from `angle`; `options` are kept and ignored.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .gradient(gradient, .angular(center: center, startAngle: angle.radians, endAngle: angle.radians + 2 * .pi)))
        }

        /// The gradient this shading paints `bounds` (the context's coordinates) with, if any.
        func gradient(in environment: EnvironmentValues, bounds: CGRect) -> GradientShading? {
            switch kind {
            case .style(let style): style.resolvedShading(in: environment, bounds: bounds)
            case .gradient(let gradient, let geometry): GradientShading(geometry, stops: gradient.resolved(in: environment))
            }
        }

        /// The flat colour it draws with (a gradient's middle colour).
        func color(in environment: EnvironmentValues) -> Color.Resolved {
            switch kind {
            case .style(let style): style._resolveColor(in: environment)
            case .gradient(let gradient, let geometry): GradientShading(geometry, stops: gradient.resolved(in: environment)).middleColor
            }
        }
    }

    /// How a gradient repeats beyond its ends. Accepted; gradients here extend their end colours.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeat the gradient beyond its ends (ignored here: the end colours extend).
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Repeat the gradient mirrored beyond its ends (ignored here: the end colours extend).
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolate in linear colour space (ignored here).
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}

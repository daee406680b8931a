import Foundation

/// Colours and where along a gradient each one is: the stops that gradient styles draw.
public struct Gradient: Hashable, Sendable {
    /// One colour of a gradient at a location from 0 (the start) to 1 (the end).
    public struct Stop: Hashable, Sendable {
        /// The stop's colour.
        public var color: Color
        /// Where the colour is, from 0 (the start) to 1 (the end).
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// A gradient of `stops`.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Colours spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: colors.count == 1 ? 0 : CGFloat($0.offset) / last) }
    }

    /// The stops resolved in `environment`'s colour scheme.
    func resolved(in environment: EnvironmentValues) -> [GradientShading.Stop] {
        stops.map { GradientShading.Stop(color: $0.color.resolve(in: environment), location: $0.location) }
    }
}

/// A shape style that draws a gradient: its colour for comparisons (and for text, which a
/// terminal draws in one colour per character) is the gradient's middle colour.
protocol GradientStyle: ShadingShapeStyle {
    /// The gradient for a shape filling `bounds` (root coordinates).
    func shading(in environment: EnvironmentValues, bounds: CGRect) -> GradientShading
}

extension GradientStyle {
    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        shading(in: environment, bounds: CGRect(x: 0, y: 0, width: 1, height: 1)).middleColor
    }

    package func _resolveShading(in environment: EnvironmentValues, bounds: CGRect) -> GradientShading? {
        shading(in: environment, bounds: bounds)
    }
}

extension Gradient: GradientStyle {
    /// Used as a style, a gradient runs from top to bottom, as SwiftUI draws it.
    func shading(in environment: EnvironmentValues, bounds: CGRect) -> GradientShading {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).shading(in: environment, bounds: bounds)
    }
}

/// A gradient made by the system from a colour: `Color.gradient`.
public struct AnyGradient: Hashable, GradientStyle, Sendable {
    let gradient: Gradient

    /// Used as a style, it runs from top to bottom, as SwiftUI draws it.
    func shading(in environment: EnvironmentValues, bounds: CGRect) -> GradientShading {
        gradient.shading(in: environment, bounds: bounds)
    }
}

extension Color {
    /// A gentle gradient of this colour, a little lighter at the top and darker at the bottom
    /// (the amounts are ours: Apple documents only "a standard gradient").
    public var gradient: AnyGradient {
        AnyGradient(gradient: Gradient(colors: [shaded(by: 0.12), shaded(by: -0.12)]))
    }

    /// The colour with each component moved by `amount` towards white (positive) or black.
    private func shaded(by amount: Float) -> Color {
        func shade(_ color: Resolved) -> Resolved {
            func move(_ value: Float) -> Float { amount > 0 ? value + (1 - value) * amount : value * (1 + amount) }
            return Resolved(red: move(color.red), green: move(color.green), blue: move(color.blue), opacity: color.opacity)
        }
        return Color(resolved: shade(resolved), dark: dark.map(shade), name: nil)
    }
}

/// A gradient style is also a view that fills the space it is offered, like a `Color`.
protocol GradientView: GradientStyle, View {}

extension GradientView {
    public var body: _ShapeView<Rectangle, Self> { Rectangle().fill(self) }
}

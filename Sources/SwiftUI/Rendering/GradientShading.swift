import Foundation

/// A gradient resolved for one drawn item: its colours in the item's colour scheme and its
/// geometry in root coordinates (before the item's transform), as the display list records it.
package struct GradientShading: Equatable {
    package enum Geometry: Equatable {
        /// Colours change along the line from `start` to `end`.
        case linear(start: CGPoint, end: CGPoint)
        /// Colours change with the distance from `center`, from `startRadius` to `endRadius`.
        case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Like radial, on an ellipse with `radii` (half the bounds) scaled by the fractions.
        case elliptical(center: CGPoint, radii: CGSize, startFraction: CGFloat, endFraction: CGFloat)
        /// Colours change with the angle around `center`, clockwise on screen from `startAngle`.
        case angular(center: CGPoint, startAngle: Double, endAngle: Double)
        /// Not a gradient: a picture repeated over the plane (`ImagePaint`), whose colours are
        /// read where a gradient's would be computed; it has no stops.
        case image(ImagePattern)
    }

    package struct Stop: Equatable {
        package var color: Color.Resolved
        package var location: CGFloat
    }

    package var geometry: Geometry
    /// The stops, ordered by location.
    package var stops: [Stop]

    init(_ geometry: Geometry, stops: [Stop]) {
        self.geometry = geometry
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// The colour halfway along the gradient: what an item painted with it is compared by, and
    /// what text drawn in it shows.
    package var middleColor: Color.Resolved {
        if case .image(let pattern) = geometry { return pattern.middleColor }
        return color(atLocation: 0.5)
    }

    /// The colour at `point` (root coordinates).
    package func color(at point: CGPoint) -> Color.Resolved {
        if case .image(let pattern) = geometry { return pattern.color(at: point) }
        return color(atLocation: location(of: point))
    }

    /// Where `point` falls along the gradient, 0 at its start and 1 at its end.
    func location(of point: CGPoint) -> CGFloat {
        switch geometry {
        case .linear(let start, let end):
            let dx = end.x - start.x, dy = end.y - start.y
            let length = dx * dx + dy * dy
            guard length > 0 else { return 0 }
            return ((point.x - start.x) * dx + (point.y - start.y) * dy) / length
        case .radial(let center, let startRadius, let endRadius):
            guard endRadius != startRadius else { return 0 }
            return (hypot(point.x - center.x, point.y - center.y) - startRadius) / (endRadius - startRadius)
        case .elliptical(let center, let radii, let startFraction, let endFraction):
            guard radii.width > 0, radii.height > 0, endFraction != startFraction else { return 0 }
            // A fraction of 0.5 reaches the bounds' edge, so the radii are doubled here.
            let distance = hypot((point.x - center.x) / (2 * radii.width), (point.y - center.y) / (2 * radii.height))
            return (distance - startFraction) / (endFraction - startFraction)
        case .angular(let center, let startAngle, let endAngle):
            // Equal angles draw one full turn, as `AngularGradient(gradient:center:)` does.
            let span = endAngle == startAngle ? 2 * Double.pi : endAngle - startAngle
            var angle = atan2(Double(point.y - center.y), Double(point.x - center.x)) - startAngle
            angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
            if angle < 0 { angle += 2 * .pi }
            return CGFloat(angle / span)
        case .image:
            return 0
        }
    }

    /// The colour at `location`, interpolated component by component between the stops
    /// around it (in sRGB, our choice), the end stops' colours beyond them.
    func color(atLocation location: CGFloat) -> Color.Resolved {
        guard let first = stops.first, let last = stops.last else { return Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0) }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        let upper = stops.firstIndex { $0.location >= location } ?? stops.count - 1
        let (a, b) = (stops[upper - 1], stops[upper])
        guard b.location > a.location else { return b.color }
        let t = Float((location - a.location) / (b.location - a.location))
        func mix(_ x: Float, _ y: Float) -> Float { x + (y - x) * t }
        return Color.Resolved(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green), blue: mix(a.color.blue, b.color.blue), opacity: mix(a.color.opacity, b.color.opacity))
    }

    /// The same gradient with each stop's colour changed by `change`.
    func mapColors(_ change: (Color.Resolved) -> Color.Resolved) -> GradientShading {
        var shading = self
        shading.stops = stops.map { Stop(color: change($0.color), location: $0.location) }
        return shading
    }
}

import Foundation

/// A change of colour that a colour-effect modifier applies to every colour its content draws.
///
/// A terminal cell shows resolved colours, so the effect is applied to them rather than to
/// pixels: the result is the same for flat colours, and per stop for gradients.
public struct ColorEffect: Equatable {
    /// Which colour change: one per colour-effect modifier (`saturation(_:)`, `colorInvert()`…).
    public enum Kind: Equatable {
        /// `saturation(_:)`, `brightness(_:)`, `contrast(_:)`, `grayscale(_:)` and `hueRotation(_:)`: each uses `amount`.
        case saturation, brightness, contrast, grayscale, hueRotation
        /// `colorMultiply(_:)`: each component multiplied by the colour's.
        case colorMultiply(Color.Resolved)
        /// `colorInvert()` (1 minus each component) and `luminanceToAlpha()` (black, as opaque as the colour is bright).
        case colorInvert, luminanceToAlpha
    }

    /// Which change the effect makes.
    public var kind: Kind
    /// The effect's strength: the amount passed to the modifier (radians for `hueRotation`).
    public var amount: Double

    /// `color` with the effect applied.
    public func applied(to color: Color.Resolved) -> Color.Resolved {
        let a = Float(amount)
        var result = color
        func mapRGB(_ change: (Float) -> Float) {
            result.red = change(color.red)
            result.green = change(color.green)
            result.blue = change(color.blue)
        }
        // Rec. 709 luma weights (our choice; Apple does not document the weights it uses).
        let luminance = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
        switch kind {
        case .saturation:
            // 0 removes all colour, 1 leaves it unchanged (Apple's `saturation(_:)` docs).
            mapRGB { luminance + ($0 - luminance) * a }
        case .grayscale:
            // 0 leaves the colour unchanged, 1 makes it fully grey (Apple's `grayscale(_:)` docs).
            mapRGB { $0 + (luminance - $0) * min(max(a, 0), 1) }
        case .brightness:
            // 0 has no effect, 1 brightens to full white (Apple's `brightness(_:)` docs).
            mapRGB { $0 + a }
        case .contrast:
            // 1 leaves the colour unchanged, 0 is mid-grey, negative values invert (Apple's `contrast(_:)` docs).
            mapRGB { ($0 - 0.5) * a + 0.5 }
        case .hueRotation:
            result = Self.rotatingHue(of: color, by: amount)
        case .colorMultiply(let other):
            result = Color.Resolved(red: color.red * other.red, green: color.green * other.green, blue: color.blue * other.blue, opacity: color.opacity * other.opacity)
        case .colorInvert:
            mapRGB { 1 - $0 }
        case .luminanceToAlpha:
            // Brighter parts become more opaque, darker ones more transparent (Apple's
            // `luminanceToAlpha()` docs); the colour itself becomes black.
            result = Color.Resolved(red: 0, green: 0, blue: 0, opacity: color.opacity * luminance)
        }
        func clamp(_ value: Float) -> Float { min(max(value, 0), 1) }
        return Color.Resolved(red: clamp(result.red), green: clamp(result.green), blue: clamp(result.blue), opacity: clamp(result.opacity))
    }

    /// The colour with its hue turned by `radians`, saturation and brightness kept.
    private static func rotatingHue(of color: Color.Resolved, by radians: Double) -> Color.Resolved {
        let (r, g, b) = (Double(color.red), Double(color.green), Double(color.blue))
        let maximum = max(r, g, b), minimum = min(r, g, b), delta = maximum - minimum
        guard delta > 0 else { return color }
        var hue: Double = if maximum == r { (g - b) / delta } else if maximum == g { (b - r) / delta + 2 } else { (r - g) / delta + 4 }
        hue = hue / 6 + radians / (2 * .pi)
        let turned = Color(hue: hue - hue.rounded(.down), saturation: delta / maximum, brightness: maximum, opacity: Double(color.opacity))
        return turned.resolved
    }
}

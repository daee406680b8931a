import Foundation

extension Color {
    /// The colour spaces a colour's components can be given in
    /// (`Color(.sRGB, red: 1, green: 0.5, blue: 0)`).
    public enum RGBColorSpace: Hashable, Sendable {
        /// The standard colour space, whose components the runtime keeps.
        case sRGB
        /// sRGB's primaries without its gamma curve: components proportional to light.
        case sRGBLinear
        /// Display P3's wider primaries, with sRGB's curve.
        case displayP3
    }

    /// A colour from components in `colorSpace`, each from 0 to 1. Display P3 colours outside
    /// sRGB are clamped to it, as a terminal cannot show them.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = colorSpace.sRGB(red, green, blue)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A grey from its brightness in `colorSpace`, from 0 (black) to 1 (white).
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
}

extension Color.RGBColorSpace {
    /// The sRGB components of a colour given in this space.
    func sRGB(_ red: Double, _ green: Double, _ blue: Double) -> (Double, Double, Double) {
        switch self {
        case .sRGB:
            return (red, green, blue)
        case .sRGBLinear:
            return (Self.encoded(red), Self.encoded(green), Self.encoded(blue))
        case .displayP3:
            // P3 and sRGB share the white point and the curve: linearise, convert the primaries
            // (the matrix of the two spaces' definitions), clamp, encode again.
            let (r, g, b) = (Self.decoded(red), Self.decoded(green), Self.decoded(blue))
            let linear = (
                1.2249 * r - 0.2247 * g,
                -0.0420 * r + 1.0419 * g,
                -0.0197 * r - 0.0786 * g + 1.0979 * b
            )
            return (Self.encoded(linear.0), Self.encoded(linear.1), Self.encoded(linear.2))
        }
    }

    /// sRGB's transfer function (IEC 61966-2-1), from linear light to an encoded component.
    static func encoded(_ linear: Double) -> Double {
        let value = min(max(linear, 0), 1)
        return value <= 0.0031308 ? 12.92 * value : 1.055 * pow(value, 1 / 2.4) - 0.055
    }

    /// The inverse of ``encoded(_:)``.
    static func decoded(_ component: Double) -> Double {
        component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
    }
}

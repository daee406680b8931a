import Foundation

/// A colour. In the terminal it becomes an ANSI colour when colours are on.
///
/// Like a shape, a colour used as a view takes whatever size is proposed (10×10 when a
/// dimension is unspecified) and fills it.
public struct Color: Hashable, CustomStringConvertible, Sendable {
    /// A colour resolved to concrete components.
    public struct Resolved: Hashable, Sendable, CustomStringConvertible {
        /// The red component, 0 to 1 (sRGB).
        public var red: Float
        /// The green component, 0 to 1 (sRGB).
        public var green: Float
        /// The blue component, 0 to 1 (sRGB).
        public var blue: Float
        /// The opacity, 0 (transparent) to 1 (opaque).
        public var opacity: Float

        /// A resolved colour of the given components, each from 0 to 1.
        public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }

        /// A colour with the components of `data`: red, green, blue and opacity.
        init(animatableData data: AnimatableData) {
            self.init(red: data.first, green: data.second.first, blue: data.second.second.first, opacity: data.second.second.second)
        }

        public var description: String {
            func byte(_ value: Float) -> String { String(format: "%02X", Int((min(max(value, 0), 1) * 255).rounded())) }
            let hex = "#" + byte(red) + byte(green) + byte(blue)
            return opacity < 1 ? hex + String(format: " %.0f%%", opacity * 100) : hex
        }
    }

    /// The components in the light appearance.
    let resolved: Resolved
    /// The components in the dark appearance, for colours that adapt (`primary`, `secondary`).
    let dark: Resolved?
    let name: String?

    init(resolved: Resolved, dark: Resolved? = nil, name: String?) {
        self.resolved = resolved
        self.dark = dark
        self.name = name
    }

    /// Colours are equal when they look the same in both appearances, whatever their names.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.resolved == rhs.resolved && lhs.dark == rhs.dark
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(resolved)
        hasher.combine(dark)
    }

    /// A colour of the given sRGB components, each from 0 to 1, the same in both appearances.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(resolved: Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity)), name: nil)
    }

    /// A gray of brightness `white`, from 0 (black) to 1 (white).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness, each from 0 to 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let (v, s) = (brightness, saturation)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        func faded(_ color: Resolved) -> Resolved {
            var color = color
            color.opacity *= Float(opacity)
            return color
        }
        return Color(resolved: faded(resolved), dark: dark.map(faded), name: name.map { "\($0).opacity(\(opacity))" })
    }

    /// The components this colour has in `environment`'s colour scheme.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        environment.colorScheme == .dark ? dark ?? resolved : resolved
    }

    /// A colour from concrete components (no dark variant).
    public init(_ resolved: Resolved) {
        self.init(resolved: resolved, name: nil)
    }

    public var description: String { name ?? resolved.description }

    private static func named(_ name: String, _ red: Float, _ green: Float, _ blue: Float, _ opacity: Float = 1) -> Color {
        Color(resolved: Resolved(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity), name: name)
    }

    // The system colours in their light appearance, as SwiftUI defines them on iOS.
    /// Black, (0, 0, 0).
    public static let black = named("black", 0, 0, 0)
    /// White, (255, 255, 255).
    public static let white = named("white", 255, 255, 255)
    /// Gray: iOS's system gray in the light appearance, (142, 142, 147), used in both appearances.
    public static let gray = named("gray", 142, 142, 147)
    /// Red: iOS's system red in the light appearance, (255, 59, 48), used in both appearances.
    public static let red = named("red", 255, 59, 48)
    /// Orange: iOS's system orange in the light appearance, (255, 149, 0), used in both appearances.
    public static let orange = named("orange", 255, 149, 0)
    /// Yellow: iOS's system yellow in the light appearance, (255, 204, 0), used in both appearances.
    public static let yellow = named("yellow", 255, 204, 0)
    /// Green: iOS's system green in the light appearance, (52, 199, 89), used in both appearances.
    public static let green = named("green", 52, 199, 89)
    /// Mint: iOS's system mint in the light appearance, (0, 199, 190), used in both appearances.
    public static let mint = named("mint", 0, 199, 190)
    /// Teal: iOS's system teal in the light appearance, (48, 176, 199), used in both appearances.
    public static let teal = named("teal", 48, 176, 199)
    /// Cyan: iOS's system cyan in the light appearance, (50, 173, 230), used in both appearances.
    public static let cyan = named("cyan", 50, 173, 230)
    /// Blue: iOS's system blue in the light appearance, (0, 122, 255), used in both appearances.
    public static let blue = named("blue", 0, 122, 255)
    /// Indigo: iOS's system indigo in the light appearance, (88, 86, 214), used in both appearances.
    public static let indigo = named("indigo", 88, 86, 214)
    /// Purple: iOS's system purple in the light appearance, (175, 82, 222), used in both appearances.
    public static let purple = named("purple", 175, 82, 222)
    /// Pink: iOS's system pink in the light appearance, (255, 45, 85), used in both appearances.
    public static let pink = named("pink", 255, 45, 85)
    /// Brown: iOS's system brown in the light appearance, (162, 132, 94), used in both appearances.
    public static let brown = named("brown", 162, 132, 94)
    /// Fully transparent: nothing is drawn.
    public static let clear = named("clear", 0, 0, 0, 0)
    /// The colour of primary content: black in the light appearance, white in the dark one.
    public static let primary = Color(resolved: Resolved(red: 0, green: 0, blue: 0), dark: Resolved(red: 1, green: 1, blue: 1), name: "primary")
    /// The colour of secondary content: a translucent gray that adapts to the appearance.
    public static let secondary = Color(
        resolved: Resolved(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6),
        dark: Resolved(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.6),
        name: "secondary"
    )
    /// The app's accent colour: iOS's default system blue, (0, 122, 255).
    public static let accentColor = named("accentColor", 0, 122, 255)
}

extension Color.Resolved: Animatable {
    /// The components, interpolated one by one: red, green, blue, opacity.
    public var animatableData: AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>> {
        get { AnimatablePair(red, AnimatablePair(green, AnimatablePair(blue, opacity))) }
        set { self = Color.Resolved(animatableData: newValue) }
    }
}

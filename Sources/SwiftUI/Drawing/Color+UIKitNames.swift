/// The colour literal's type where nothing else is asked for (`let tint = #colorLiteral(…)`),
/// as UIKit makes it `UIColor`.
public typealias _ColorLiteralType = Color._UIKitName

extension Color {
    /// Stands in for UIKit's `UIColor` where SwiftUI code passes one to `Color`: the system
    /// colours by name (`Color(.systemGray5)`, `Color(uiColor: .secondaryLabel)`) and colour
    /// literals. Linux has no UIKit; code from iOS tutorials that names these compiles and
    /// draws them in both appearances.
    public struct _UIKitName: Hashable, Sendable, _ExpressibleByColorLiteral {
        let color: Color

        init(_ name: String, light: (Float, Float, Float, Float), dark: (Float, Float, Float, Float)? = nil) {
            func resolved(_ c: (Float, Float, Float, Float)) -> Resolved {
                Resolved(red: c.0 / 255, green: c.1 / 255, blue: c.2 / 255, opacity: c.3)
            }
            color = Color(resolved: resolved(light), dark: dark.map(resolved), name: name)
        }

        public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
            color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
        }

        // UIKit's dynamic colours, light and dark, from the tables of Apple's Human Interface
        // Guidelines (Color: "iOS, iPadOS system colors" and the dynamic system grays,
        // backgrounds, fills, labels and separators).
        public static let systemRed = Self("systemRed", light: (255, 59, 48, 1), dark: (255, 69, 58, 1))
        public static let systemOrange = Self("systemOrange", light: (255, 149, 0, 1), dark: (255, 159, 10, 1))
        public static let systemYellow = Self("systemYellow", light: (255, 204, 0, 1), dark: (255, 214, 10, 1))
        public static let systemGreen = Self("systemGreen", light: (52, 199, 89, 1), dark: (48, 209, 88, 1))
        public static let systemMint = Self("systemMint", light: (0, 199, 190, 1), dark: (99, 230, 226, 1))
        public static let systemTeal = Self("systemTeal", light: (48, 176, 199, 1), dark: (64, 200, 224, 1))
        public static let systemCyan = Self("systemCyan", light: (50, 173, 230, 1), dark: (100, 210, 255, 1))
        public static let systemBlue = Self("systemBlue", light: (0, 122, 255, 1), dark: (10, 132, 255, 1))
        public static let systemIndigo = Self("systemIndigo", light: (88, 86, 214, 1), dark: (94, 92, 230, 1))
        public static let systemPurple = Self("systemPurple", light: (175, 82, 222, 1), dark: (191, 90, 242, 1))
        public static let systemPink = Self("systemPink", light: (255, 45, 85, 1), dark: (255, 55, 95, 1))
        public static let systemBrown = Self("systemBrown", light: (162, 132, 94, 1), dark: (172, 142, 104, 1))
        public static let systemGray = Self("systemGray", light: (142, 142, 147, 1))
        public static let systemGray2 = Self("systemGray2", light: (174, 174, 178, 1), dark: (99, 99, 102, 1))
        public static let systemGray3 = Self("systemGray3", light: (199, 199, 204, 1), dark: (72, 72, 74, 1))
        public static let systemGray4 = Self("systemGray4", light: (209, 209, 214, 1), dark: (58, 58, 60, 1))
        public static let systemGray5 = Self("systemGray5", light: (229, 229, 234, 1), dark: (44, 44, 46, 1))
        public static let systemGray6 = Self("systemGray6", light: (242, 242, 247, 1), dark: (28, 28, 30, 1))

        public static let label = Self("label", light: (0, 0, 0, 1), dark: (255, 255, 255, 1))
        public static let secondaryLabel = Self("secondaryLabel", light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
        public static let tertiaryLabel = Self("tertiaryLabel", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
        public static let quaternaryLabel = Self("quaternaryLabel", light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))
        public static let placeholderText = Self("placeholderText", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
        public static let link = Self("link", light: (0, 122, 255, 1), dark: (9, 132, 255, 1))
        public static let separator = Self("separator", light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
        public static let opaqueSeparator = Self("opaqueSeparator", light: (198, 198, 200, 1), dark: (56, 56, 58, 1))

        public static let systemFill = Self("systemFill", light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
        public static let secondarySystemFill = Self("secondarySystemFill", light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
        public static let tertiarySystemFill = Self("tertiarySystemFill", light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
        public static let quaternarySystemFill = Self("quaternarySystemFill", light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))

        public static let systemBackground = Self("systemBackground", light: (255, 255, 255, 1), dark: (0, 0, 0, 1))
        public static let secondarySystemBackground = Self("secondarySystemBackground", light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
        public static let tertiarySystemBackground = Self("tertiarySystemBackground", light: (255, 255, 255, 1), dark: (44, 44, 46, 1))
        public static let systemGroupedBackground = Self("systemGroupedBackground", light: (242, 242, 247, 1), dark: (0, 0, 0, 1))
        public static let secondarySystemGroupedBackground = Self("secondarySystemGroupedBackground", light: (255, 255, 255, 1), dark: (28, 28, 30, 1))
        public static let tertiarySystemGroupedBackground = Self("tertiarySystemGroupedBackground", light: (242, 242, 247, 1), dark: (44, 44, 46, 1))

        // UIKit's fixed colours: the same in both appearances, and not SwiftUI's system colours
        // of the same names (`UIColor.red` is pure red, `Color.red` the system red).
        public static let black = Self("black", light: (0, 0, 0, 1))
        public static let darkGray = Self("darkGray", light: (85, 85, 85, 1))
        public static let gray = Self("gray", light: (127.5, 127.5, 127.5, 1))
        public static let lightGray = Self("lightGray", light: (170, 170, 170, 1))
        public static let white = Self("white", light: (255, 255, 255, 1))
        public static let red = Self("red", light: (255, 0, 0, 1))
        public static let green = Self("green", light: (0, 255, 0, 1))
        public static let blue = Self("blue", light: (0, 0, 255, 1))
        public static let cyan = Self("cyan", light: (0, 255, 255, 1))
        public static let yellow = Self("yellow", light: (255, 255, 0, 1))
        public static let magenta = Self("magenta", light: (255, 0, 255, 1))
        public static let orange = Self("orange", light: (255, 127.5, 0, 1))
        public static let purple = Self("purple", light: (127.5, 0, 127.5, 1))
        public static let brown = Self("brown", light: (153, 102, 51, 1))
        public static let clear = Self("clear", light: (0, 0, 0, 0))
    }

    /// A colour that UIKit names (`Color(.systemGray6)`), adapting to the appearance as UIKit's
    /// dynamic colours do.
    public init(_ color: _UIKitName) {
        self = color.color
    }

    /// A colour that UIKit names (`Color(uiColor: .tertiaryLabel)`).
    public init(uiColor color: _UIKitName) {
        self = color.color
    }
}

extension Color: _ExpressibleByColorLiteral {
    /// A colour literal (`#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)`) where a
    /// `Color` is expected.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

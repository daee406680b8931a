extension Font {
    /// The thickness of a font's strokes. `.semibold` and heavier draw bold in the terminal.
    public struct Weight: Hashable, Sendable {
        /// SwiftUI's weight value, from -0.8 (ultraLight) to 0.62 (black).
        let value: Double
        let name: String

        /// The thinnest weight; drawn regular in the terminal.
        public static let ultraLight = Weight(value: -0.8, name: "ultraLight")
        /// Thin; drawn regular in the terminal.
        public static let thin = Weight(value: -0.6, name: "thin")
        /// Light; drawn regular in the terminal.
        public static let light = Weight(value: -0.4, name: "light")
        /// The regular weight, the default.
        public static let regular = Weight(value: 0, name: "regular")
        /// Medium; drawn regular in the terminal (bold starts at `.semibold`).
        public static let medium = Weight(value: 0.23, name: "medium")
        /// Semibold, `headline`'s weight; the lightest weight the terminal draws bold.
        public static let semibold = Weight(value: 0.3, name: "semibold")
        /// Bold, as `bold()` sets it.
        public static let bold = Weight(value: 0.4, name: "bold")
        /// Heavy; drawn bold in the terminal.
        public static let heavy = Weight(value: 0.56, name: "heavy")
        /// The heaviest weight; drawn bold in the terminal.
        public static let black = Weight(value: 0.62, name: "black")

        /// Whether the terminal draws this weight bold.
        var isBold: Bool { value >= Weight.semibold.value }
    }
}

extension Font.Weight: CustomStringConvertible {
    public var description: String { "." + name }
}

import Foundation

// Typography that one terminal font cannot show: every character takes one 8×16-point cell in the
// terminal's own font, so widths, designs, spacing between characters and baseline shifts
// compile and leave the text drawn as it was (docs/deviations.md, the terminal font model).

extension Font {
    /// The width of a font's characters, as SwiftUI's `Font.Width` (iOS 16).
    /// Accepted: every character is one cell wide in the terminal's font.
    public struct Width: Hashable, Sendable {
        /// How much narrower (below 0) or wider (above 0) than standard.
        public var value: CGFloat
        /// A width of `value`.
        public init(_ value: CGFloat) { self.value = value }

        /// The narrowest width (-0.3); drawn one cell a character, as every width is.
        public static let compressed = Width(-0.3)
        /// A narrower width (-0.2); drawn one cell a character, as every width is.
        public static let condensed = Width(-0.2)
        /// The standard width (0).
        public static let standard = Width(0)
        /// A wider width (0.2); drawn one cell a character, as every width is.
        public static let expanded = Width(0.2)
    }

    /// This font with another width.
    /// Accepted: every character is one cell wide in the terminal's font.
    public func width(_ width: Width) -> Font { self }
}

extension Text {
    /// Sets the width of this text's font (`.fontWidth(.condensed)`).
    /// Accepted: every character is one cell wide in the terminal's font.
    public func fontWidth(_ width: Font.Width?) -> Text { self }

    /// Sets the design of this text's font (`.fontDesign(.rounded)`).
    /// Accepted: the terminal draws every design in its own font.
    public func fontDesign(_ design: Font.Design?) -> Text { self }

    /// Draws this text in the fixed-width variant of its font.
    /// Accepted: terminal text is always fixed-width.
    public func monospaced(_ isActive: Bool = true) -> Text { self }

    /// Draws this text's digits fixed-width, so that numbers that change keep their width.
    /// Accepted: terminal text is always fixed-width.
    public func monospacedDigit() -> Text { self }

    /// Moves this text's characters closer (negative) or apart (positive) by `kerning` points.
    /// Accepted: a character is always one whole cell; the space between characters cannot change.
    public func kerning(_ kerning: CGFloat) -> Text { self }

    /// Adds `tracking` points after each character.
    /// Accepted: a character is always one whole cell; the space between characters cannot change.
    public func tracking(_ tracking: CGFloat) -> Text { self }

    /// Raises (positive) or lowers (negative) this text from its baseline by `baselineOffset` points.
    /// Accepted: a character sits in its row of cells; it cannot be drawn between rows.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
}

extension View {
    /// Sets the width of the fonts of the texts in this view.
    /// Accepted: every character is one cell wide in the terminal's font.
    public func fontWidth(_ width: Font.Width?) -> some View { self }

    /// Sets the design of the fonts of the texts in this view (`.fontDesign(.serif)`).
    /// Accepted: the terminal draws every design in its own font.
    public func fontDesign(_ design: Font.Design?) -> some View { self }

    /// Draws the texts in this view in fixed-width fonts.
    /// Accepted: terminal text is always fixed-width.
    public func monospaced(_ isActive: Bool = true) -> some View { self }

    /// Draws the digits of the texts in this view fixed-width.
    /// Accepted: terminal text is always fixed-width.
    public func monospacedDigit() -> some View { self }

    /// Moves the characters of the texts in this view closer or apart by `kerning` points.
    /// Accepted: a character is always one whole cell; the space between characters cannot change.
    public func kerning(_ kerning: CGFloat) -> some View { self }

    /// Adds `tracking` points after each character of the texts in this view.
    /// Accepted: a character is always one whole cell; the space between characters cannot change.
    public func tracking(_ tracking: CGFloat) -> some View { self }

    /// Raises or lowers the texts in this view from their baselines by `baselineOffset` points.
    /// Accepted: a character sits in its row of cells; it cannot be drawn between rows.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }

    /// Lets the texts in this view squeeze their characters together before truncating.
    /// Accepted: a character is always one whole cell, so a text cannot be tightened; it truncates.
    public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }

    /// Draws a line under the texts in this view when `isActive` is true (iOS 16), as
    /// `Text.underline(_:pattern:color:)` does for one text: the terminal's own underline, in the
    /// text's colour (the pattern and colour are not drawn).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformEnvironment(\.textEmphasis) { if isActive { $0.isUnderlined = true } }
    }

    /// Draws a line through the texts in this view when `isActive` is true (iOS 16), as
    /// `Text.strikethrough(_:pattern:color:)` does for one text.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformEnvironment(\.textEmphasis) { if isActive { $0.isStrikethrough = true } }
    }
}

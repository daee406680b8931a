/// Modifiers that style a `Text` and return a `Text`, so that styled texts can be concatenated.
/// When a concatenation is styled, a run's own setting wins over the one applied to the whole.
extension Text {
    /// Sets the font of this text, over the environment's.
    public func font(_ font: Font?) -> Text {
        modifyingRuns { if $0.font == nil { $0.font = font } }
    }

    /// Sets the weight of this text, over its font's.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        modifyingRuns { if $0.weight == nil { $0.weight = weight } }
    }

    /// Draws this text bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// Draws this text bold when `isActive` is true.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// Draws this text in italics.
    public func italic() -> Text {
        modifyingRuns { $0.isItalic = true }
    }

    /// Draws this text in italics when `isActive` is true.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    /// Draws a line under this text when `isActive` is true. In the terminal the line is the
    /// terminal's own underline, in the text's colour: the pattern and colour are not drawn.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        isActive ? modifyingRuns { $0.isUnderlined = true } : self
    }

    /// Draws a line through this text when `isActive` is true, with the terminal's own
    /// strikethrough (where the terminal has one), in the text's colour.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        isActive ? modifyingRuns { $0.isStrikethrough = true } : self
    }

    /// How an underline or strikethrough looks, as SwiftUI describes it; the terminal draws its
    /// own line whatever the style.
    public struct LineStyle {
        /// The dashes of a line, as SwiftUI names them; the terminal draws every pattern as its own solid line.
        public enum Pattern: Sendable {
            /// `solid`, the default, is one unbroken line; `dot`, `dash`, `dashDot` and `dashDotDot` break it.
            case solid, dot, dash, dashDot, dashDotDot
        }

        /// The line's dashes.
        public var pattern: Pattern
        /// The line's colour; `nil` uses the text's colour.
        public var color: Color?

        /// A line style of `pattern` in `color` (the text's colour when `nil`).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()
    }

    /// Sets the colour of this text, over the environment's foreground style.
    public func foregroundColor(_ color: Color?) -> Text {
        modifyingRuns { if $0.foreground == nil { $0.foreground = color.map(TextRunForeground.init) } }
    }

    /// Sets the style of this text (a colour, `.tint`, …) over the environment's, and stays a
    /// `Text`, so it can be interpolated into other texts, as SwiftUI's `Text.foregroundStyle(_:)` does.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        modifyingRuns { if $0.foreground == nil { $0.foreground = TextRunForeground(style) } }
    }

    private func modifyingRuns(_ change: @escaping (inout TextRunStyle) -> Void) -> Text {
        var text = self
        for index in text.runs.indices { change(&text.runs[index].style) }
        text.live = live?.map { $0.modifyingRuns(change) }
        return text
    }
}

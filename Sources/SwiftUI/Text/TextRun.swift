/// A piece of a `Text` with the modifiers applied to it; concatenated texts keep one run each.
struct TextRun: Equatable {
    var string: String
    var style = TextRunStyle()
}

/// What `Text`'s own modifiers set on a run. Unset values come from the environment.
struct TextRunStyle: Hashable {
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var isUnderlined = false
    var isStrikethrough = false
    /// The run's own foreground, from `Text.foregroundColor(_:)` or `Text.foregroundStyle(_:)`.
    var foreground: TextRunForeground?

    /// This run's style inside text styled `outer` (an interpolated `Text` inside Markdown
    /// emphasis): its own settings win, as a concatenation's runs keep theirs when the whole is
    /// styled.
    func within(_ outer: TextRunStyle) -> TextRunStyle {
        TextRunStyle(
            font: font ?? outer.font, weight: weight ?? outer.weight, isItalic: isItalic || outer.isItalic,
            isUnderlined: isUnderlined || outer.isUnderlined, isStrikethrough: isStrikethrough || outer.isStrikethrough,
            foreground: foreground ?? outer.foreground)
    }

    /// How the run draws in `environment`: a Text's own settings win over the environment's,
    /// and an explicit weight wins over the font's.
    func resolved(in environment: EnvironmentValues) -> ResolvedTextStyle {
        let font = font ?? environment.font ?? .body
        let emphasis = environment.textEmphasis
        let weight = weight ?? emphasis.weight ?? font.weight
        let color = foreground?.resolve(in: environment) ?? ForegroundStyle()._resolveColor(in: environment)
        return ResolvedTextStyle(
            isBold: weight.isBold, isItalic: isItalic || emphasis.isItalic || font.isItalic,
            isUnderlined: isUnderlined || emphasis.isUnderlined, isStrikethrough: isStrikethrough || emphasis.isStrikethrough,
            color: color)
    }
}

/// How a run of text draws in the terminal.
struct ResolvedTextStyle: Hashable {
    var isBold: Bool
    var isItalic: Bool
    var isUnderlined: Bool
    var isStrikethrough: Bool
    var color: Color.Resolved
}

/// A text run's own foreground style, kept as the style it is (a colour, `.tint`) and resolved
/// where the text is drawn.
struct TextRunForeground: Hashable {
    private let style: any ShapeStyle
    /// What tells two foregrounds apart: the style itself when it can be compared (a colour),
    /// otherwise its type (the other styles hold nothing).
    private let identity: AnyHashable

    init<S: ShapeStyle>(_ style: S) {
        self.style = style
        identity = (style as? AnyHashable) ?? AnyHashable(ObjectIdentifier(S.self))
    }

    func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        style._resolveColor(in: environment)
    }

    static func == (lhs: TextRunForeground, rhs: TextRunForeground) -> Bool { lhs.identity == rhs.identity }
    func hash(into hasher: inout Hasher) { identity.hash(into: &hasher) }
}

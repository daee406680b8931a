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
    var color: Color?

    /// How the run draws in `environment`: a Text's own settings win over the environment's,
    /// and an explicit weight wins over the font's.
    func resolved(in environment: EnvironmentValues) -> ResolvedTextStyle {
        let font = font ?? environment.font ?? .body
        let emphasis = environment.textEmphasis
        let weight = weight ?? emphasis.weight ?? font.weight
        let color = color?.resolve(in: environment) ?? ForegroundStyle()._resolveColor(in: environment)
        return ResolvedTextStyle(
            isBold: weight.isBold, isItalic: isItalic || emphasis.isItalic || font.isItalic,
            isUnderlined: isUnderlined, isStrikethrough: isStrikethrough, color: color)
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

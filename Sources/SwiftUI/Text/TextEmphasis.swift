/// Bold, italic and weight set on a container with `bold()`, `italic()` and `fontWeight(_:)`:
/// they apply on top of whatever font the text inside uses.
struct TextEmphasis: Hashable {
    var weight: Font.Weight?
    var isItalic = false
    /// Set by `View.underline(_:pattern:color:)` and `View.strikethrough(_:pattern:color:)`.
    var isUnderlined = false
    var isStrikethrough = false
}

private struct TextEmphasisKey: EnvironmentKey {
    static let defaultValue = TextEmphasis()
}

extension EnvironmentValues {
    var textEmphasis: TextEmphasis {
        get { self[TextEmphasisKey.self] }
        set { self[TextEmphasisKey.self] = newValue }
    }
}

extension View {
    /// Draws text in this view bold.
    public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textEmphasis) { if isActive { $0.weight = .bold } }
    }

    /// Draws text in this view in italics.
    public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textEmphasis) { if isActive { $0.isItalic = true } }
    }

    /// Sets the weight of text in this view; `nil` keeps each font's own weight.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.textEmphasis) { $0.weight = weight }
    }
}

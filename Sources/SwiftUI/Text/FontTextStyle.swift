extension Font {
    /// The semantic font styles, from `largeTitle` down to `caption2`.
    public enum TextStyle: String, Hashable, CaseIterable, Sendable {
        /// The largest title style.
        case largeTitle
        /// The first-level title style.
        case title
        /// The second-level title style.
        case title2
        /// The third-level title style.
        case title3
        /// The heading style, semibold (so bold in the terminal).
        case headline
        /// The subheading style.
        case subheadline
        /// The body style, the default for text.
        case body
        /// The callout style.
        case callout
        /// The footnote style.
        case footnote
        /// The caption style.
        case caption
        /// The smaller caption style.
        case caption2

        /// The style's own weight, as on Apple's platforms: only `headline` is semibold.
        var weight: Font.Weight { self == .headline ? .semibold : .regular }
    }
}

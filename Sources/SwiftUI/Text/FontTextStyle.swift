extension Font {
    /// The semantic font styles, from `largeTitle` down to `caption2`.
    public enum TextStyle: String, Hashable, CaseIterable, Sendable {
        case largeTitle
        case title
        case title2
        case title3
        case headline
        case subheadline
        case body
        case callout
        case footnote
        case caption
        case caption2

        /// The style's own weight, as on Apple's platforms: only `headline` is semibold.
        var weight: Font.Weight { self == .headline ? .semibold : .regular }
    }
}

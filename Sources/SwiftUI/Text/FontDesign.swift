extension Font {
    /// The design of the system font. The terminal draws every design in its own font.
    public enum Design: Hashable, Sendable {
        /// The standard system design (San Francisco on Apple's platforms).
        case `default`
        /// A serif design (New York on Apple's platforms).
        case serif
        /// A rounded design (SF Rounded on Apple's platforms).
        case rounded
        /// A fixed-width design (SF Mono on Apple's platforms); terminal text is always fixed-width.
        case monospaced
    }
}

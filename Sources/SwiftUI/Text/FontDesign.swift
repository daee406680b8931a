extension Font {
    /// The design of the system font. The terminal draws every design in its own font.
    public enum Design: Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
    }
}

/// How a run of text is shown on a colour terminal (Select Graphic Rendition codes); without
/// colour the attributes are dropped and the text's own punctuation carries the meaning.
struct TextAttributes: OptionSet, Hashable, Sendable {
    let rawValue: Int

    static let strong = TextAttributes(rawValue: 1 << 0)
    static let emphasis = TextAttributes(rawValue: 1 << 1)
    static let code = TextAttributes(rawValue: 1 << 2)
    static let link = TextAttributes(rawValue: 1 << 3)
    /// Punctuation around the text (quote bars, heading rules, a link's address).
    static let dim = TextAttributes(rawValue: 1 << 4)

    /// The SGR parameters: bold, italic, cyan (as the REPL shows code), underlined, faint.
    var graphicRendition: String {
        [(Self.strong, "1"), (.dim, "2"), (.emphasis, "3"), (.link, "4"), (.code, "36")]
            .filter { contains($0.0) }
            .map(\.1)
            .joined(separator: ";")
    }
}

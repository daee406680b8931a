/// A block of a Markdown document, as CommonMark defines them.
public enum MarkdownBlock: Equatable, Sendable {
    case paragraph([MarkdownInline])
    case heading(level: Int, [MarkdownInline])
    case blockQuote([MarkdownBlock])
    case list(MarkdownList)
    /// An indented or fenced code block: its lines as written, without the final newline.
    case codeBlock(info: String, code: String)
    /// Raw HTML, kept as written.
    case html(String)
    case thematicBreak
}

/// A bullet or ordered list; each item is the blocks it holds.
public struct MarkdownList: Equatable, Sendable {
    public enum Marker: Equatable, Sendable {
        case bullet
        /// Numbered from `start`, with `.` or `)` after the number.
        case ordered(start: Int, delimiter: Character)
    }

    public var marker: Marker
    /// A tight list has no blank lines between its items.
    public var isTight: Bool
    public var items: [[MarkdownBlock]]

    public init(marker: Marker, isTight: Bool, items: [[MarkdownBlock]]) {
        self.marker = marker
        self.isTight = isTight
        self.items = items
    }
}

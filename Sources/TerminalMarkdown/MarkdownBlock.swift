/// A block of a Markdown document, as CommonMark defines them.
package enum MarkdownBlock: Equatable, Sendable {
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
package struct MarkdownList: Equatable, Sendable {
    package enum Marker: Equatable, Sendable {
        case bullet
        /// Numbered from `start`, with `.` or `)` after the number.
        case ordered(start: Int, delimiter: Character)
    }

    package var marker: Marker
    /// A tight list has no blank lines between its items.
    package var isTight: Bool
    package var items: [[MarkdownBlock]]

    package init(marker: Marker, isTight: Bool, items: [[MarkdownBlock]]) {
        self.marker = marker
        self.isTight = isTight
        self.items = items
    }
}

/// The text inside a paragraph or heading, as CommonMark defines it.
package indirect enum MarkdownInline: Equatable, Sendable {
    case text(String)
    /// A line ending inside a paragraph: a space once the paragraph is wrapped again.
    case softBreak
    /// A line ending the author asked to keep (two spaces or `\` at its end).
    case lineBreak
    case code(String)
    case emphasis([MarkdownInline])
    case strong([MarkdownInline])
    case link(destination: String, [MarkdownInline])
    case image(source: String, [MarkdownInline])
    /// Raw HTML, kept as written.
    case html(String)

    /// The text a reader sees, without any markup.
    var plainText: String {
        switch self {
        case .text(let text), .code(let text), .html(let text): text
        case .softBreak, .lineBreak: " "
        case .emphasis(let content), .strong(let content), .link(_, let content), .image(_, let content):
            content.map(\.plainText).joined()
        }
    }
}

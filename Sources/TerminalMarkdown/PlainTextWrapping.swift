extension MarkdownRenderer {
    /// `text` as it is written (no Markdown is read in it) in lines of at most `width` columns,
    /// broken between words by the rule a paragraph is; its own line breaks are kept. A word
    /// wider than a line (a path) is kept whole, so that it can still be copied.
    package func lines(ofPlainText text: String) -> [String] {
        let inlines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { index, line in
            (index > 0 ? [MarkdownInline.lineBreak] : []) + [.text(String(line))]
        }
        let items = InlineFlow(inlines, usesEscapes: usesEscapes).items
        return LineWrapping(width: max(width, 1), breaksLongWords: false).lines(items).map { $0.text(usesEscapes: usesEscapes) }
    }
}

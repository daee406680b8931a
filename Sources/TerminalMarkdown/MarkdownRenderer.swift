/// Renders Markdown for a terminal `width` columns wide: paragraphs wrapped at the width
/// (a word is broken only when it is wider than a line), **strong** and *emphasis* bold and
/// italic, code spans coloured, lists with hanging indents, links as their text and address,
/// headings, block quotes. Code blocks keep their lines as written. Without escapes (a pipe,
/// `NO_COLOR`) the text is plain and code spans keep their backticks.
package struct MarkdownRenderer: Sendable {
    package var width: Int
    package var usesEscapes: Bool

    /// What code blocks are indented by, as the REPL indents the blocks it shows.
    static let codeIndent = "    "

    package init(width: Int, usesEscapes: Bool) {
        self.width = width
        self.usesEscapes = usesEscapes
    }

    /// `markdown` rendered, as one text.
    package func text(_ markdown: String) -> String {
        lines(MarkdownDocument(parsing: markdown)).joined(separator: "\n")
    }

    /// The document's lines, blocks separated by a blank line.
    package func lines(_ document: MarkdownDocument) -> [String] {
        lines(document.blocks, width: width, separated: true).map { $0.text(usesEscapes: usesEscapes) }
    }

    private func lines(_ blocks: [MarkdownBlock], width: Int, separated: Bool) -> [StyledLine] {
        var result: [StyledLine] = []
        for (index, block) in blocks.enumerated() {
            if index > 0, separated { result.append(StyledLine()) }
            result += lines(block, width: max(width, 1))
        }
        return result
    }

    private func lines(_ block: MarkdownBlock, width: Int) -> [StyledLine] {
        switch block {
        case .paragraph(let inlines):
            return wrapped(inlines, width: width)
        case .heading(let level, let inlines):
            let text = wrapped(inlines, attributes: .strong, width: width)
            let rule = String(repeating: level == 1 ? "═" : "─", count: min(text.map(\.columns).max() ?? 0, width))
            return text + [StyledLine([StyledRun(text: rule, attributes: .dim)])]
        case .blockQuote(let blocks):
            let bar = StyledLine([StyledRun(text: "│ ", attributes: .dim)])
            return lines(blocks, width: width - 2, separated: true).map { bar + $0 }
        case .list(let list):
            return lines(list, width: width)
        case .codeBlock(_, let code):
            return code.split(separator: "\n", omittingEmptySubsequences: false).map {
                StyledLine([StyledRun(text: Self.codeIndent), StyledRun(text: String($0), attributes: .code)])
            }
        case .html(let html):
            return html.split(separator: "\n", omittingEmptySubsequences: false).map { StyledLine([StyledRun(text: String($0))]) }
        case .thematicBreak:
            return [StyledLine([StyledRun(text: String(repeating: "─", count: width), attributes: .dim)])]
        }
    }

    /// Each item's first line after its marker, the others indented under the item's text.
    private func lines(_ list: MarkdownList, width: Int) -> [StyledLine] {
        let markers: [String] = list.items.indices.map { index in
            switch list.marker {
            case .bullet: "•"
            case .ordered(let start, let delimiter): "\(start + index)\(delimiter)"
            }
        }
        let indent = (markers.map(\.count).max() ?? 1) + 1
        var result: [StyledLine] = []
        for (index, item) in list.items.enumerated() {
            if index > 0, !list.isTight { result.append(StyledLine()) }
            var itemLines = lines(item, width: width - indent, separated: !list.isTight)
            if itemLines.isEmpty { itemLines = [StyledLine()] }
            let marker = String(repeating: " ", count: indent - 1 - markers[index].count) + markers[index] + " "
            let hanging = String(repeating: " ", count: indent)
            for (lineIndex, line) in itemLines.enumerated() {
                let prefix = lineIndex == 0 ? marker : (line.runs.isEmpty ? "" : hanging)
                result.append(StyledLine([StyledRun(text: prefix)]) + line)
            }
        }
        return result
    }

    private func wrapped(_ inlines: [MarkdownInline], attributes: TextAttributes = [], width: Int) -> [StyledLine] {
        LineWrapping(width: width).lines(InlineFlow(inlines, attributes: attributes, usesEscapes: usesEscapes).items)
    }
}

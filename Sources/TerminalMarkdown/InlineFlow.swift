/// A paragraph's inlines as words to wrap: spaces and soft line breaks separate words, and a
/// hard line break ends a line. Code spans, links and images become text a terminal shows.
struct InlineFlow {
    enum Item: Equatable {
        case word(StyledWord)
        case lineBreak
    }

    private(set) var items: [Item] = []
    private var word: [StyledRun] = []
    private var spaceAttributes: TextAttributes = []
    /// Whether code spans are coloured; without colour they keep their backticks.
    private let usesEscapes: Bool

    init(_ inlines: [MarkdownInline], attributes: TextAttributes = [], usesEscapes: Bool) {
        self.usesEscapes = usesEscapes
        add(inlines, attributes)
        endWord(spaceAttributes: [])
    }

    private mutating func add(_ inlines: [MarkdownInline], _ attributes: TextAttributes) {
        for inline in inlines { add(inline, attributes) }
    }

    private mutating func add(_ inline: MarkdownInline, _ attributes: TextAttributes) {
        switch inline {
        case .text(let text), .html(let text):
            addText(text, attributes)
        case .softBreak:
            endWord(spaceAttributes: attributes)
        case .lineBreak:
            endWord(spaceAttributes: attributes)
            items.append(.lineBreak)
        case .code(let code):
            // Colour sets code apart on a terminal that has it. Without colour the backticks
            // stay: they mark where code starts and ends even when it holds spaces or quotes
            // (`.frame(width: 64)`, `Text("a")`), as every Markdown reader knows them.
            let shown = usesEscapes ? code : "`\(code)`"
            word.append(StyledRun(text: shown, attributes: attributes.union(.code)))
        case .emphasis(let content):
            add(content, attributes.union(.emphasis))
        case .strong(let content):
            add(content, attributes.union(.strong))
        case .link(let destination, let content):
            add(content, attributes.union(.link))
            addAddress(destination, for: content, attributes)
        case .image(let source, let content):
            add(content, attributes)
            addAddress(source, for: content, attributes)
        }
    }

    /// A link's address after its text, `(https://…)`, unless the text is the address.
    private mutating func addAddress(_ address: String, for content: [MarkdownInline], _ attributes: TextAttributes) {
        let text = content.map(\.plainText).joined()
        guard !address.isEmpty, address != text, address != "mailto:" + text else { return }
        endWord(spaceAttributes: attributes)
        word.append(StyledRun(text: "(\(address))", attributes: attributes.union(.dim)))
    }

    private mutating func addText(_ text: String, _ attributes: TextAttributes) {
        var part = ""
        for character in text {
            if character == " " || character == "\t" || character == "\n" {
                if !part.isEmpty { word.append(StyledRun(text: part, attributes: attributes)) }
                part = ""
                endWord(spaceAttributes: attributes)
            } else {
                part.append(character)
            }
        }
        if !part.isEmpty { word.append(StyledRun(text: part, attributes: attributes)) }
    }

    /// Ends the word being built; the next word is preceded by a space in `spaceAttributes`.
    private mutating func endWord(spaceAttributes next: TextAttributes) {
        guard !word.isEmpty else { return }
        items.append(.word(StyledWord(runs: word, spaceAttributes: spaceAttributes)))
        word = []
        spaceAttributes = next
    }
}

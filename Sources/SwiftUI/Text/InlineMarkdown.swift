/// The inline Markdown SwiftUI applies to a `Text` made from a string literal: `**bold**`,
/// `*italic*` and `_italic_`, `***both***`, `~~strikethrough~~`, `` `code` `` (drawn plain:
/// every terminal font is monospaced), `[links](https://…)` in the accent colour, and
/// backslash escapes (`\*`).
///
/// Delimiters follow CommonMark's flanking rules, simplified: an opening one is followed by a
/// non-space and a closing one preceded by one, and `_` does not work inside a word, so
/// `2 * 3 * 4` and `snake_case` stay as they are. Interpolated values are never Markdown, as
/// in SwiftUI: `Text("\(name)")` shows the name as it is.
struct InlineMarkdown {
    let runs: [TextRun]

    init(_ segments: [LocalizedStringKey.Segment]) {
        // Dates are written as at the clock's time: live texts become the runs they show now.
        let segments = LocalizedStringKey(segments: segments).resolved(at: VirtualClock.shared.now).segments
        // Most texts have no markup: one run, without looking at each character twice.
        let hasMarkup = segments.contains { segment in
            if case .literal(let text) = segment { text.contains(where: Self.markupCharacters.contains) } else { false }
        }
        let hasStyledText = segments.contains { if case .text(let runs) = $0 { runs.contains { $0.style != TextRunStyle() } } else { false } }
        guard hasMarkup || hasStyledText else {
            runs = [TextRun(string: segments.map(\.text).joined())]
            return
        }
        var pieces: [Piece] = []
        for segment in segments {
            switch segment {
            case .literal(let text): pieces += text.map { Piece(character: $0, isMarkup: true) }
            case .argument(let text): pieces += text.map { Piece(character: $0, isMarkup: false) }
            case .clock, .liveText: break  // resolved above
            case .text(let runs):
                for run in runs { pieces += run.string.map { Piece(character: $0, isMarkup: false, ownStyle: run.style) } }
            }
        }
        var styled: [(Character, TextRunStyle)] = []
        Self.parse(pieces[...], style: TextRunStyle(), into: &styled)
        var runs: [TextRun] = []
        for (character, style) in styled {
            if runs.last?.style == style {
                runs[runs.count - 1].string.append(character)
            } else {
                runs.append(TextRun(string: String(character), style: style))
            }
        }
        self.runs = runs.isEmpty ? [TextRun(string: "")] : runs
    }

    private static let markupCharacters: Set<Character> = ["*", "_", "~", "`", "[", "\\"]

    /// A character of the text, whether it came from the literal (and so may be markup), and
    /// the style of the interpolated `Text` it came from, if any.
    private struct Piece {
        let character: Character
        let isMarkup: Bool
        var ownStyle: TextRunStyle?

        /// The piece's style inside markup of `style`.
        func style(within style: TextRunStyle) -> TextRunStyle {
            ownStyle?.within(style) ?? style
        }
    }

    private static func parse(_ text: ArraySlice<Piece>, style: TextRunStyle, into output: inout [(Character, TextRunStyle)]) {
        var index = text.startIndex
        func takeLiteral(until end: Int) {
            for piece in text[index..<end] { output.append((piece.character, piece.style(within: style))) }
            index = end
        }
        while index < text.endIndex {
            let piece = text[index]
            guard piece.isMarkup else {
                takeLiteral(until: index + 1)
                continue
            }
            switch piece.character {
            case "\\" where index + 1 < text.endIndex && text[index + 1].isMarkup && isEscapable(text[index + 1].character):
                output.append((text[index + 1].character, style))
                index += 2
            case "`":
                guard let close = text[(index + 1)...].firstIndex(where: { $0.isMarkup && $0.character == "`" }), close > index + 1 else {
                    takeLiteral(until: index + 1)
                    continue
                }
                for piece in text[(index + 1)..<close] { output.append((piece.character, piece.style(within: style))) }
                index = close + 1
            case "[":
                guard let link = link(in: text, at: index) else {
                    takeLiteral(until: index + 1)
                    continue
                }
                var linkStyle = style
                linkStyle.foreground = TextRunForeground(Color.accentColor)
                parse(text[link.label], style: linkStyle, into: &output)
                index = link.end
            case "*", "_", "~":
                guard let emphasis = emphasis(in: text, at: index) else {
                    // A delimiter run that opens nothing is text, all of it.
                    let end = text[index...].firstIndex { !($0.isMarkup && $0.character == piece.character) } ?? text.endIndex
                    takeLiteral(until: end)
                    continue
                }
                var inner = style
                switch (piece.character, emphasis.length) {
                case ("~", _): inner.isStrikethrough = true
                case (_, 1): inner.isItalic = true
                case (_, 2): inner.weight = .bold
                default:
                    inner.weight = .bold
                    inner.isItalic = true
                }
                parse(text[(index + emphasis.length)..<emphasis.close], style: inner, into: &output)
                index = emphasis.close + emphasis.length
            default:
                takeLiteral(until: index + 1)
            }
        }
    }

    /// The length of the delimiter at `index` and where its closing delimiter starts, if it
    /// opens an emphasis that is closed before the end of `text`.
    private static func emphasis(in text: ArraySlice<Piece>, at index: Int) -> (length: Int, close: Int)? {
        let delimiter = text[index].character
        let runLength = delimiterRun(in: text, at: index)
        let length = delimiter == "~" ? 2 : min(runLength, 3)
        guard runLength >= length, length > 0 else { return nil }
        let contentStart = index + length
        guard contentStart < text.endIndex, !text[contentStart].character.isWhitespace else { return nil }
        if delimiter == "_", index > text.startIndex, isWordCharacter(text[index - 1].character) { return nil }
        var candidate = contentStart + 1
        while candidate < text.endIndex {
            let run = text[candidate].isMarkup && text[candidate].character == delimiter ? delimiterRun(in: text, at: candidate) : 0
            guard run > 0 else {
                candidate += 1
                continue
            }
            let after = candidate + run
            let closes = run == length
                && !text[candidate - 1].character.isWhitespace
                && !(delimiter == "_" && after < text.endIndex && isWordCharacter(text[after].character))
            if closes { return (length, candidate) }
            candidate = after
        }
        return nil
    }

    /// How many of the markup character at `index` follow one another from there.
    private static func delimiterRun(in text: ArraySlice<Piece>, at index: Int) -> Int {
        let delimiter = text[index].character
        var end = index
        while end < text.endIndex, text[end].isMarkup, text[end].character == delimiter { end += 1 }
        return end - index
    }

    /// `[label](destination)` starting at `index`: the label's range and where the link ends.
    private static func link(in text: ArraySlice<Piece>, at index: Int) -> (label: Range<Int>, end: Int)? {
        guard let closeBracket = text[(index + 1)...].firstIndex(where: { $0.isMarkup && $0.character == "]" }),
              closeBracket > index + 1,
              closeBracket + 1 < text.endIndex,
              text[closeBracket + 1].isMarkup, text[closeBracket + 1].character == "(",
              let closeParenthesis = text[(closeBracket + 2)...].firstIndex(where: { $0.isMarkup && $0.character == ")" })
        else { return nil }
        return ((index + 1)..<closeBracket, closeParenthesis + 1)
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// Markdown lets a backslash escape any ASCII punctuation.
    private static func isEscapable(_ character: Character) -> Bool {
        character.isASCII && (character.isPunctuation || character.isSymbol)
    }
}

/// What pressing Tab does with the completer's candidates for the word before the cursor.
struct Completion: Equatable {
    /// Typed at the cursor: the rest of the one candidate, or the part that all the
    /// candidates share beyond what is typed already.
    var insertion: String
    /// Shown below the line when there is more than one candidate.
    var listed: [String]

    /// Each candidate is a whole word (`"padding"`, `":next"`). The typed part of the word
    /// is the longest end of `lineBeforeCursor` that begins the candidates' common part,
    /// so the editor needs no idea of what a word is: the completer decides that.
    init(candidates: [String], lineBeforeCursor: String) {
        let shared = Self.commonPrefix(of: candidates)
        let typed = Self.longestSuffix(of: Array(lineBeforeCursor), thatBegins: shared)
        insertion = String(shared.dropFirst(typed))
        listed = candidates.count > 1 ? candidates : []
    }

    private static func commonPrefix(of words: [String]) -> [Character] {
        guard var prefix = words.first.map(Array.init) else { return [] }
        for word in words.dropFirst() {
            let characters = Array(word)
            let length = zip(prefix, characters).prefix(while: { $0 == $1 }).count
            prefix.removeSubrange(length...)
        }
        return prefix
    }

    private static func longestSuffix(of line: [Character], thatBegins word: [Character]) -> Int {
        for length in stride(from: min(line.count, word.count), to: 0, by: -1)
        where line.suffix(length).elementsEqual(word.prefix(length)) {
            return length
        }
        return 0
    }

    /// The listed candidates in columns as wide as the longest, across `width` cells.
    static func columns(_ words: [String], width: Int) -> String {
        let columnWidth = (words.map(\.count).max() ?? 0) + 2
        let perRow = max(1, width / columnWidth)
        return stride(from: 0, to: words.count, by: perRow).map { start in
            let row = words[start..<min(start + perRow, words.count)]
            let padded = row.dropLast().map { $0 + String(repeating: " ", count: columnWidth - $0.count) }
            return (padded + [row.last!]).joined()
        }.joined(separator: "\n")
    }
}

import TerminalSupport

/// learn's own messages (errors, hints, `:help`, `:explain`, notes) broken to fit the terminal
/// by the rule lesson prose follows (``LineWrapping``): between words, never inside a word or a
/// number (`@StateObject`, `480×48`), unless the word alone is wider than a line. A broken line
/// keeps its indentation and hangs its continuation where a reader looks for it: after a label
/// (`hint: `), or at a table's second column (`:size WxH   propose…`) when that column leaves
/// room; otherwise four columns in.
public struct MessageWrapping: Sendable {
    public let width: Int

    public init(width: Int) {
        self.width = width
    }

    public func wrapped(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { wrappedLine(String($0)) }
            .joined(separator: "\n")
    }

    private func wrappedLine(_ line: String) -> String {
        guard width > 0, TerminalColumnCount.of(line) > width else { return line }
        let indent = line.prefix { $0 == " " }.count
        let hang = hangingIndent(line, indent: indent)
        // Words with the spaces before them, which stay as they are within a line (a table's
        // gap) and go where the line breaks.
        let pieces = line.dropFirst(indent).matches(of: #/( *)([^ ]+)/#).map { (gap: String($0.1), word: String($0.2)) }
        var lines: [String] = []
        var current = String(repeating: " ", count: indent)
        var used = indent
        var lineHasWord = false
        for piece in pieces {
            let columns = TerminalColumnCount.of(piece.word)
            if lineHasWord, used + piece.gap.count + columns <= width {
                current += piece.gap + piece.word
                used += piece.gap.count + columns
                continue
            }
            if lineHasWord {
                lines.append(current)
                (current, used) = (String(repeating: " ", count: hang), hang)
            }
            // A word wider than a whole line is the one thing broken, between its characters.
            for character in piece.word {
                let characterColumns = TerminalColumnCount.of(String(character))
                if used > (lines.isEmpty ? indent : hang), used + characterColumns > width {
                    lines.append(current)
                    (current, used) = (String(repeating: " ", count: hang), hang)
                }
                current.append(character)
                used += characterColumns
            }
            lineHasWord = true
        }
        return (lines + [current]).joined(separator: "\n")
    }

    /// Where continuation lines start: after `hint: `, at the column after a run of two or more
    /// spaces (a table), or four columns past the indentation.
    private func hangingIndent(_ line: String, indent: Int) -> Int {
        let body = line.dropFirst(indent)
        var hang = indent + 4
        if let label = body.prefixMatch(of: #/[a-z]+: /#) {
            hang = indent + body[label.range].count
        } else if let gap = body.firstMatch(of: #/\S {2,}/#) {
            hang = indent + TerminalColumnCount.of(String(body[..<gap.range.upperBound]))
        }
        return hang <= width / 2 ? hang : min(indent + 4, width / 2)
    }
}

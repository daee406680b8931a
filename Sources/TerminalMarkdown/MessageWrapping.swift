import TerminalSupport

/// learn's own plain text (errors, hints, `:help`, `:explain`, notes, check reports, the
/// exercise listing) broken to fit the terminal
/// between words, as lesson prose is, never inside a word or a number (`@StateObject`, `480×48`);
/// a word wider than a whole line (a path) stays whole, so it can be copied. A broken line
/// keeps its indentation and hangs its continuation where a reader looks for it: after a label
/// (`hint: `), or at a table's second column (`:size WxH   propose…`) when that column leaves
/// room (four columns in when it does not); a paragraph continues under its own start.
package struct MessageWrapping: Sendable {
    package let width: Int

    package init(width: Int) {
        self.width = width
    }

    package func wrapped(_ text: String) -> String {
        lines(text).joined(separator: "\n")
    }

    package func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { wrappedLine(String($0)) }
    }

    private func wrappedLine(_ line: String) -> [String] {
        guard width > 0, TerminalColumnCount.of(line) > width else { return [line] }
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
            // A word wider than a whole line (a path) stays whole, so it can still be copied;
            // the terminal shows the rest of it on the next line.
            current += piece.word
            used += columns
            lineHasWord = true
        }
        return lines + [current]
    }

    /// Where continuation lines start: after `hint: `; at the column after a run of two or more
    /// spaces (a table), or four columns in when that column is past the middle; otherwise under
    /// the line's own start, as a paragraph continues.
    private func hangingIndent(_ line: String, indent: Int) -> Int {
        let body = line.dropFirst(indent)
        if let label = body.prefixMatch(of: #/[a-z]+: /#) {
            return min(indent + body[label.range].count, width / 2)
        }
        if let gap = body.firstMatch(of: #/\S {2,}/#) {
            let column = indent + TerminalColumnCount.of(String(body[..<gap.range.upperBound]))
            return column <= width / 2 ? column : min(indent + 4, width / 2)
        }
        return min(indent, width / 2)
    }
}

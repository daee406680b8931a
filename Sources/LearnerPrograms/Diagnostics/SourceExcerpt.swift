/// A line of a learner's source with a caret under one column, as compilers show it:
///
///     Text("Hi").paddin()
///                ^
package struct SourceExcerpt {
    private let lines: [Substring]

    package init(_ source: String) {
        lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Line `line` followed by a caret line under `column` (a 1-based UTF-8 byte offset, as
    /// swiftc counts), each ending in a newline; `""` if the source has no such line.
    package func excerpt(line: Int, column: Int) -> String {
        guard let sourceLine = sourceLine(line) else { return "" }
        return sourceLine + "\n" + caretLine(under: column, in: sourceLine) + "\n"
    }

    /// Whether the source has that line and the column is on it or just after its end, where
    /// compilers put a missing token; a column further right is in code generated after it.
    package func contains(line: Int, column: Int) -> Bool {
        guard let sourceLine = sourceLine(line) else { return false }
        return column >= 1 && column <= sourceLine.utf8.count + 1
    }

    private func sourceLine(_ number: Int) -> String? {
        guard number >= 1, number <= lines.count else { return nil }
        let line = lines[number - 1]
        return String(line.hasSuffix("\r") ? line.dropLast() : line)
    }

    /// Tabs before the column are kept so the caret lines up however wide the terminal draws them.
    private func caretLine(under column: Int, in sourceLine: String) -> String {
        let bytesBefore = max(column - 1, 0)
        let utf8 = Array(sourceLine.utf8)
        let prefix = String(decoding: utf8.prefix(bytesBefore), as: UTF8.self)
        let padding = prefix.map { $0 == "\t" ? "\t" : " " }.joined()
        let beyondEnd = String(repeating: " ", count: max(bytesBefore - utf8.count, 0))
        return padding + beyondEnd + "^"
    }
}

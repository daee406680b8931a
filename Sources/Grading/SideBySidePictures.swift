import Evaluation

/// Two pictures next to each other under their headings, as a failure shows the reference's
/// drawing and the learner's; one above the other when they do not fit the width.
struct SideBySidePictures {
    let left: (heading: String, picture: String)
    let right: (heading: String, picture: String)
    /// Columns available.
    let width: Int
    static let gap = 4

    var text: String {
        let leftLines = [left.heading] + Self.lines(left.picture)
        let rightLines = [right.heading] + Self.lines(right.picture)
        let leftWidth = leftLines.map(Self.columns).max() ?? 0
        let rightWidth = rightLines.map(Self.columns).max() ?? 0
        guard leftWidth + Self.gap + rightWidth <= width else {
            return (leftLines + [""] + rightLines).joined(separator: "\n")
        }
        return (0..<max(leftLines.count, rightLines.count)).map { row in
            let leftLine = row < leftLines.count ? leftLines[row] : ""
            let rightLine = row < rightLines.count ? rightLines[row] : ""
            guard !rightLine.isEmpty else { return leftLine }
            let padding = String(repeating: " ", count: leftWidth - Self.columns(leftLine) + Self.gap)
            // A coloured left picture's colours end before the gap.
            let reset = leftLine.contains("\u{1B}") ? "\u{1B}[0m" : ""
            return leftLine + reset + padding + rightLine
        }.joined(separator: "\n")
    }

    private static func lines(_ picture: String) -> [String] {
        picture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// How many terminal columns `line` takes, to line the right picture up (colour escapes take none).
    static func columns(_ line: String) -> Int {
        TerminalColumnCount.of(line)
    }
}

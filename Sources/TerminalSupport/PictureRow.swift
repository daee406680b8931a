/// Pictures next to each other under their headings, as a grader's failure shows the expected
/// drawing and the learner's, or a film strip the moments of an animation; one under another
/// (with a blank line between) when they do not fit the width.
public struct PictureRow {
    /// The pictures in order, each with the heading written over it.
    public let pictures: [(heading: String, picture: String)]
    /// Columns between two pictures.
    public let gap: Int

    /// A row of `pictures`, `gap` columns apart.
    public init(_ pictures: [(heading: String, picture: String)], gap: Int) {
        self.pictures = pictures
        self.gap = gap
    }

    /// The row for a terminal `width` columns wide.
    public func text(width: Int) -> String {
        let columns = pictures.map { [$0.heading] + $0.picture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        let widths = columns.map { $0.map(TerminalColumnCount.of).max() ?? 0 }
        guard widths.reduce(0, +) + gap * (widths.count - 1) <= width else {
            return columns.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
        }
        return (0..<(columns.map(\.count).max() ?? 0)).map { row in
            let lines = columns.map { row < $0.count ? $0[row] : "" }
            // Nothing is padded after the last picture with something on this row.
            guard let last = lines.lastIndex(where: { !$0.isEmpty }) else { return "" }
            return (0...last).map { index in
                let line = lines[index]
                guard index < last else { return line }
                // A coloured picture's colours end before the gap.
                let reset = line.contains("\u{1B}") ? "\u{1B}[0m" : ""
                return line + reset + String(repeating: " ", count: widths[index] - TerminalColumnCount.of(line) + gap)
            }.joined()
        }.joined(separator: "\n")
    }
}

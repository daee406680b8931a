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
            return leftLine + padding + rightLine
        }.joined(separator: "\n")
    }

    private static func lines(_ picture: String) -> [String] {
        picture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// About how many terminal columns `line` takes, to line the right picture up: two for
    /// emoji and the common East Asian wide blocks, none for combining marks. (The runtime's
    /// exact table is internal to it; an odd character only shifts the line after it.)
    static func columns(_ line: String) -> Int {
        line.unicodeScalars.reduce(0) { count, scalar in
            let properties = scalar.properties
            if properties.generalCategory == .nonspacingMark || properties.generalCategory == .enclosingMark { return count }
            let wide = properties.isEmojiPresentation || (0x1100...0x115F).contains(scalar.value)
                || (0x2E80...0xA4CF).contains(scalar.value) || (0xAC00...0xD7A3).contains(scalar.value)
                || (0xF900...0xFAFF).contains(scalar.value) || (0xFF00...0xFF60).contains(scalar.value)
                || (0x20000...0x3FFFD).contains(scalar.value)
            return count + (wide ? 2 : 1)
        }
    }
}

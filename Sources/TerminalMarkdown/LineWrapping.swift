/// Fills lines of at most `width` columns with words, greedily, as a reader expects of prose:
/// a word is broken only when it is wider than a whole line.
struct LineWrapping {
    let width: Int

    func lines(_ items: [InlineFlow.Item]) -> [StyledLine] {
        var filler = Filler(width: width)
        for item in items {
            switch item {
            case .word(let word): filler.place(word)
            case .lineBreak: filler.endLine()
            }
        }
        return filler.finished()
    }

    private struct Filler {
        let width: Int
        var lines: [StyledLine] = []
        var line = StyledLine()
        var used = 0

        mutating func place(_ word: StyledWord) {
            let columns = word.columns
            if used > 0, used + 1 + columns <= width {
                line.runs.append(StyledRun(text: " ", attributes: word.spaceAttributes))
                line.runs += word.runs
                used += 1 + columns
                return
            }
            if used > 0 { endLine() }
            let pieces = columns > width ? word.broken(toFit: width) : [word]
            // A single character wider than the line is shown as it is.
            guard pieces.count == 1 else {
                for piece in pieces { place(piece) }
                return
            }
            line.runs = word.runs
            used = columns
        }

        mutating func endLine() {
            lines.append(line)
            line = StyledLine()
            used = 0
        }

        mutating func finished() -> [StyledLine] {
            if used > 0 || lines.isEmpty { endLine() }
            return lines
        }
    }
}

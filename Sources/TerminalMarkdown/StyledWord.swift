import TerminalSupport

/// Text that wrapping keeps on one line: the runs between two spaces of a paragraph. A code
/// span's own spaces belong to its word, so `.frame(width: 64)` moves to the next line whole.
struct StyledWord: Equatable {
    var runs: [StyledRun]
    /// The attributes of the space before the word, so an underlined link stays underlined
    /// from word to word.
    var spaceAttributes: TextAttributes = []

    var columns: Int { runs.reduce(0) { $0 + $1.columns } }

    /// Pieces no wider than `width`, for a word too long for any line: broken at its own
    /// spaces first (a long code span), then between characters.
    func broken(toFit width: Int) -> [StyledWord] {
        let pieces = brokenAtSpaces()
        guard pieces.count == 1 else { return pieces }
        return brokenBetweenCharacters(width: width)
    }

    private func brokenAtSpaces() -> [StyledWord] {
        var pieces: [StyledWord] = [StyledWord(runs: [], spaceAttributes: spaceAttributes)]
        for run in runs {
            let parts = run.text.split(separator: " ", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() {
                if index > 0 { pieces.append(StyledWord(runs: [], spaceAttributes: run.attributes)) }
                if !part.isEmpty { pieces[pieces.count - 1].runs.append(StyledRun(text: String(part), attributes: run.attributes)) }
            }
        }
        return pieces.filter { !$0.runs.isEmpty }
    }

    private func brokenBetweenCharacters(width: Int) -> [StyledWord] {
        var pieces: [StyledWord] = [StyledWord(runs: [], spaceAttributes: spaceAttributes)]
        var used = 0
        for run in runs {
            for character in run.text {
                let columns = TerminalColumnCount.of(String(character))
                // A piece holds at least one character, however narrow the line.
                if used > 0, used + columns > width {
                    pieces.append(StyledWord(runs: []))
                    used = 0
                }
                var piece = pieces[pieces.count - 1]
                if piece.runs.last?.attributes == run.attributes {
                    piece.runs[piece.runs.count - 1].text.append(character)
                } else {
                    piece.runs.append(StyledRun(text: String(character), attributes: run.attributes))
                }
                pieces[pieces.count - 1] = piece
                used += columns
            }
        }
        return pieces
    }
}

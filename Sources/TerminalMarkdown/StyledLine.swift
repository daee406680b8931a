import TerminalSupport

/// Text in one set of attributes.
struct StyledRun: Equatable {
    var text: String
    var attributes: TextAttributes = []

    var columns: Int { TerminalColumnCount.of(text) }
}

/// One line of rendered Markdown: runs of styled text, shown with or without escapes.
struct StyledLine: Equatable {
    var runs: [StyledRun] = []

    init(_ runs: [StyledRun] = []) {
        self.runs = runs
    }

    var columns: Int { runs.reduce(0) { $0 + $1.columns } }

    static func + (prefix: StyledLine, line: StyledLine) -> StyledLine {
        StyledLine(prefix.runs + line.runs)
    }

    /// The line as a terminal shows it: each run closed on its own line, so a line never
    /// leaves a style on for what follows; no spaces at its end.
    func text(usesEscapes: Bool) -> String {
        var merged: [StyledRun] = []
        for run in runs where !run.text.isEmpty {
            if let last = merged.last, last.attributes == run.attributes {
                merged[merged.count - 1].text += run.text
            } else {
                merged.append(run)
            }
        }
        while let last = merged.last, last.text.allSatisfy({ $0 == " " }) { merged.removeLast() }
        if let last = merged.last {
            merged[merged.count - 1].text = String(last.text.reversed().drop { $0 == " " }.reversed())
        }
        return merged.map { run in
            usesEscapes && !run.attributes.isEmpty ? "\u{1B}[\(run.attributes.graphicRendition)m\(run.text)\u{1B}[0m" : run.text
        }.joined()
    }
}

import TerminalSupport

/// A picture cut to what a terminal shows well: no wider than the terminal, whose lines would
/// otherwise wrap into a jumble, and no taller than ``maximumRows``, with a note saying what
/// was cut. Colour escapes are kept whole and do not count as columns.
struct PictureCrop {
    /// More rows than this scroll a picture's top out of sight, and a view of a thousand rows
    /// would bury the prompt.
    static let maximumRows = 100

    let text: String
    /// What was cut, in plain words; `nil` when the picture fits.
    let note: String?

    init(_ picture: String, columns: Int, rows: Int = PictureCrop.maximumRows) {
        let lines = picture.split(separator: "\n", omittingEmptySubsequences: false)
        let widest = lines.map(TerminalColumnCount.of).max() ?? 0
        let tooWide = widest > columns
        let tooTall = lines.count > rows
        guard tooWide || tooTall else {
            text = picture
            note = nil
            return
        }
        let kept = lines.prefix(rows).map { tooWide ? Self.cut($0, to: columns) : String($0) }
        text = kept.joined(separator: "\n")
        // The picture may itself be cut already (the runtime draws at most so many cells), so
        // the note says what is shown, not how big the view is; :tree says that.
        var cuts: [String] = []
        if tooWide { cuts.append("\(columns) columns") }
        if tooTall { cuts.append("\(rows) rows") }
        note = "(Cut to fit the terminal: only the picture's first \(cuts.joined(separator: " and ")) are shown. "
            + "A smaller frame, or :size with a smaller proposal, shows all of it; :tree gives every frame.)"
    }

    /// The line's first `columns` columns, with every escape sequence in them, and the
    /// colours reset at the cut if the line had any.
    private static func cut(_ line: Substring, to columns: Int) -> String {
        var result = String.UnicodeScalarView()
        var count = 0
        var inEscape = false
        var hadEscapes = false
        for scalar in line.unicodeScalars {
            if inEscape {
                result.append(scalar)
                inEscape = !TerminalColumnCount.endsEscape(scalar)
            } else if scalar == "\u{1B}" {
                inEscape = true
                hadEscapes = true
                result.append(scalar)
            } else {
                let width = TerminalColumnCount.of(scalar)
                guard count + width <= columns else { break }
                count += width
                result.append(scalar)
            }
        }
        return String(result) + (hadEscapes ? "\u{1B}[0m" : "")
    }
}

import TerminalSupport
extension CellGrid {
    /// The cells as lines of text joined by newlines, trailing blanks trimmed from each line.
    /// With `.none`, plain characters and no escape codes at all; otherwise each run of cells
    /// with the same colours is preceded by SGR codes, and every line that set any ends in a reset.
    /// Cells nothing fills show `windowBackground` when there is one, the whole width of the grid.
    func text(colors: ColorDepth, windowBackground: CanvasColor? = nil) -> String {
        var output = String()
        output.reserveCapacity(rows * (columns + 1) * (colors == .none ? 3 : 8))
        for row in 0..<rows {
            if row > 0 { output.append("\n") }
            if colors == .none {
                appendPlainLine(row, to: &output)
            } else {
                appendColoredLine(row, depth: colors, windowBackground: windowBackground, to: &output)
            }
        }
        return output
    }

    private func appendPlainLine(_ row: Int, to output: inout String) {
        // The last cell that shows something other than a space.
        var end = columns
        while end > 0, self[end - 1, row].plainCharacter == " " { end -= 1 }
        for column in 0..<end where self[column, row].glyph != .wideTail {
            output.append(self[column, row].plainCharacter)
        }
    }

    private func appendColoredLine(_ row: Int, depth: ColorDepth, windowBackground: CanvasColor?, to output: inout String) {
        var end = columns
        while end > 0, windowBackground == nil {
            let cell = self[end - 1, row]
            guard cell.background == nil, cell.colorCharacter == " " else { break }
            end -= 1
        }
        var current = SGRState()
        for column in 0..<end {
            let cell = self[column, row]
            guard cell.glyph != .wideTail else { continue }
            var state = SGRState(cell, continuing: current)
            state.background = state.background ?? windowBackground
            current.append(transitionTo: state, depth: depth, to: &output)
            current = state
            output.append(cell.colorCharacter)
        }
        if current != SGRState() { output.append("\u{1B}[0m") }
    }
}

/// The graphic rendition a cell is drawn with.
private struct SGRState: Equatable {
    var foreground: CanvasColor?
    var background: CanvasColor?
    var text = CellTextStyle()
    var isInverse = false

    init() {}

    /// The rendition of `cell` following a cell drawn with `previous`. A space shows no
    /// foreground, so it keeps the previous foreground and emphasis rather than change them twice.
    init(_ cell: Cell, continuing previous: SGRState) {
        background = cell.background
        isInverse = cell.isHighlighted
        if cell.colorCharacter == " " {
            foreground = previous.foreground
            // An underline or a line through shows on spaces too, between underlined words.
            text = previous.text
            text.isUnderlined = cell.textStyle.isUnderlined && previous.text.isUnderlined
            text.isStrikethrough = cell.textStyle.isStrikethrough && previous.text.isStrikethrough
        } else {
            foreground = cell.foreground
            text = cell.textStyle
        }
    }

    /// Appends the SGR sequence that changes `self` into `next`, if they differ. Removing an
    /// attribute resets everything and sets what remains; adding ones sets only those.
    func append(transitionTo next: SGRState, depth: ColorDepth, to output: inout String) {
        guard next != self else { return }
        var codes: [String] = []
        let removes = (text.isBold && !next.text.isBold) || (text.isItalic && !next.text.isItalic)
            || (text.isUnderlined && !next.text.isUnderlined) || (text.isStrikethrough && !next.text.isStrikethrough)
            || (isInverse && !next.isInverse)
            || (foreground != nil && next.foreground == nil) || (background != nil && next.background == nil)
        let base = removes ? SGRState() : self
        if removes { codes.append("0") }
        if next.text.isBold && !base.text.isBold { codes.append("1") }
        if next.text.isItalic && !base.text.isItalic { codes.append("3") }
        if next.text.isUnderlined && !base.text.isUnderlined { codes.append("4") }
        if next.text.isStrikethrough && !base.text.isStrikethrough { codes.append("9") }
        if next.isInverse && !base.isInverse { codes.append("7") }
        if let color = next.foreground, color != base.foreground { codes.append(ANSIPalette.code(for: color, depth: depth, isBackground: false)) }
        if let color = next.background, color != base.background { codes.append(ANSIPalette.code(for: color, depth: depth, isBackground: true)) }
        output.append("\u{1B}[" + codes.joined(separator: ";") + "m")
    }
}

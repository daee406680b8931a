import Foundation

/// Breaks a measured text into lines for a proposal, with SwiftUI's rules in terminal cells:
/// - no width (or an infinite one): each line between newlines stays whole;
/// - a width: words wrap greedily at spaces (the spaces at a break vanish), and a word wider than
///   the line breaks between characters;
/// - a height and `lineLimit(_:)` cap the number of lines (always at least one); the last line
///   shown then holds the rest of its paragraph, cut to fit with "…";
/// - `lineSpacing` points go between lines, and count in the height.
struct TextLayout {
    let text: MeasuredText
    let lineLimit: Int?
    let truncationMode: Text.TruncationMode
    /// Points between lines; negative values count as none.
    let lineSpacing: CGFloat
    /// The fewest lines the text's height counts, however few it needs: `lineLimit(_:reservesSpace:)`.
    var reservedLines = 0

    static let cellWidth = TerminalHost.cellSize.width
    static let lineHeight = TerminalHost.cellSize.height

    /// The lines for `proposal`, or `nil` when the proposed width is narrower than one cell.
    func lines(for proposal: ProposedViewSize) -> [TextLine]? {
        var maxWidth: Int?
        if let width = proposal.width, width.isFinite {
            let cells = Self.wholeUnits(width / Self.cellWidth)
            guard cells >= 1 else { return nil }
            maxWidth = cells
        }
        var maxLines = lineLimit.map { max(1, $0) } ?? .max
        if let height = proposal.height, height.isFinite {
            // n lines take n line heights and n - 1 spacings.
            let spacing = max(0, lineSpacing)
            maxLines = min(maxLines, max(1, Self.wholeUnits((height + spacing) / (Self.lineHeight + spacing))))
        }

        var lines: [TextLine] = []
        for (index, hardLine) in text.hardLines.enumerated() {
            let available = maxLines - lines.count
            // One more segment than fits tells whether the text goes on past the last line shown.
            let segments = maxWidth.map { wrap(hardLine, maxWidth: $0, limit: available == .max ? .max : available + 1) } ?? [hardLine]
            let isLastHardLine = index == text.hardLines.count - 1
            for (number, segment) in segments.enumerated() {
                let goesOn = number < segments.count - 1 || !isLastHardLine
                if lines.count == maxLines - 1, goesOn {
                    let rest = segment.lowerBound..<hardLine.upperBound
                    lines.append(truncated(rest, maxWidth: maxWidth, singleLine: maxLines == 1))
                    return lines
                }
                lines.append(TextLine(segment, in: text))
            }
        }
        return lines
    }

    /// The size of the text for `proposal`: its widest line by its number of lines.
    func size(for proposal: ProposedViewSize) -> CGSize {
        guard let lines = lines(for: proposal) else { return CGSize(width: 0, height: Self.lineHeight) }
        let width = lines.lazy.map(\.width).max() ?? 0
        let count = CGFloat(max(1, lines.count, reservedLines))
        return CGSize(width: CGFloat(width) * Self.cellWidth, height: count * Self.lineHeight + (count - 1) * max(0, lineSpacing))
    }

    /// Where line `number` (from 0) starts below the top of the text.
    func lineOffset(_ number: Int) -> CGFloat {
        CGFloat(number) * (Self.lineHeight + max(0, lineSpacing))
    }

    /// The number of whole units in `value`, forgiving the rounding error of divided proposals.
    private static func wholeUnits(_ value: CGFloat) -> Int {
        guard value < CGFloat(Int.max / 2) else { return .max / 2 }
        return Int((value + 1e-6).rounded(.down))
    }

    /// Greedy word wrapping of one hard line into at most `limit` segments of at most `maxWidth` cells.
    private func wrap(_ hardLine: Range<Int>, maxWidth: Int, limit: Int) -> [Range<Int>] {
        var segments: [Range<Int>] = []
        var start = hardLine.lowerBound
        var end = start
        var index = start
        while index < hardLine.upperBound, segments.count < limit {
            var wordStart = index
            while wordStart < hardLine.upperBound, text.breakClasses[wordStart] == .space { wordStart += 1 }
            var wordEnd = wordStart
            if wordEnd < hardLine.upperBound {
                wordEnd += 1
                while wordEnd < hardLine.upperBound, text.breakClasses[wordEnd] == .word { wordEnd += 1 }
            }
            if text.width(start..<wordEnd) <= maxWidth {
                end = wordEnd
                index = wordEnd
            } else if end > start {
                segments.append(start..<end)
                start = wordStart
                end = wordStart
                index = wordStart
            } else {
                // A word wider than the line breaks between characters; a character wider than
                // the line still takes a line of its own, so that layout always moves on.
                let cut = max(text.prefixEnd(of: start..<wordEnd, fitting: maxWidth), start + 1)
                segments.append(start..<cut)
                start = cut
                end = cut
                index = cut
            }
        }
        if segments.count < limit, end > start || segments.isEmpty {
            segments.append(start..<end)
        }
        return segments
    }

    /// The last line shown: `range` cut to fit `maxWidth` with "…". A single line that is too
    /// wide loses characters where `truncationMode` says; otherwise the line loses its end.
    private func truncated(_ range: Range<Int>, maxWidth: Int?, singleLine: Bool) -> TextLine {
        // Without a width the whole rest fits, and "…" only says that lines are hidden.
        let budget = maxWidth.map { $0 - 1 } ?? text.width(range)
        let mode = singleLine && text.width(range) > budget + 1 ? truncationMode : .tail
        switch mode {
        case .tail:
            let head = trimmingTrailingSpaces(range.lowerBound..<text.prefixEnd(of: range, fitting: budget))
            return TextLine(head: head, tail: head.upperBound..<head.upperBound, in: text)
        case .head:
            let tail = trimmingLeadingSpaces(text.suffixStart(of: range, fitting: budget)..<range.upperBound)
            return TextLine(head: range.lowerBound..<range.lowerBound, tail: tail, in: text)
        case .middle:
            let headEnd = text.prefixEnd(of: range, fitting: (budget + 1) / 2)
            let head = trimmingTrailingSpaces(range.lowerBound..<headEnd)
            let rest = headEnd..<range.upperBound
            let tail = trimmingLeadingSpaces(text.suffixStart(of: rest, fitting: budget - text.width(head))..<range.upperBound)
            return TextLine(head: head, tail: tail, in: text)
        }
    }

    /// Spaces next to "…" would only widen the gap the ellipsis marks.
    private func trimmingTrailingSpaces(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, text.breakClasses[end - 1] == .space { end -= 1 }
        return range.lowerBound..<end
    }

    private func trimmingLeadingSpaces(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        while start < range.upperBound, text.breakClasses[start] == .space { start += 1 }
        return start..<range.upperBound
    }
}

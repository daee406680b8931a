import SwiftUI

/// An animation shown as a few pictures of it at labelled moments: its start, the quarter
/// points and its end, side by side when they fit in the columns given (the REPL gives those of
/// the proposal, so a lesson's strips look the same everywhere), else one under another.
public struct FilmStrip {
    public let frames: [AnimationRecording.Moment]
    private let note: String?

    /// The start, quarter points and end of `recording`, each at most once.
    public init(_ recording: AnimationRecording) {
        let end = recording.moments.count - 1
        var chosen: [Int] = []
        for quarter in 0...4 where !chosen.contains(end * quarter / 4) { chosen.append(end * quarter / 4) }
        frames = chosen.map { recording.moments[$0] }
        note = recording.stillMovingNote
    }

    /// The strip as text for a terminal `columns` wide.
    public func text(columns: Int) -> String {
        let labelled = frames.map { frame -> (label: String, lines: [String]) in
            ("\(frame.time.secondsDescription) s", frame.picture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        }
        let widths = labelled.map { frame in max(frame.label.count, frame.lines.map(Self.visibleWidth).max() ?? 0) }
        let gap = "   "
        var text: String
        if widths.reduce(0, +) + gap.count * (widths.count - 1) <= columns {
            let height = labelled.map(\.lines.count).max() ?? 0
            var rows = [zip(labelled, widths).map { Self.padded($0.label, to: $1) }.joined(separator: gap)]
            for row in 0..<height {
                rows.append(zip(labelled, widths).map { frame, width in
                    Self.padded(row < frame.lines.count ? frame.lines[row] : "", to: width)
                }.joined(separator: gap))
            }
            text = rows.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }.joined(separator: "\n")
        } else {
            text = labelled.map { "\($0.label)\n" + $0.lines.joined(separator: "\n") }.joined(separator: "\n\n")
        }
        if let note { text += "\n" + note }
        return text
    }

    /// `line` with spaces added to fill `width` columns; escape codes take none.
    private static func padded(_ line: String, to width: Int) -> String {
        line + String(repeating: " ", count: max(0, width - visibleWidth(line)))
    }

    /// The columns a picture's line takes: its characters, less ANSI escape sequences.
    static func visibleWidth(_ line: String) -> Int {
        var width = 0
        var inEscape = false
        for scalar in line.unicodeScalars {
            if inEscape {
                if scalar.properties.isAlphabetic { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                width += TerminalHost.columns(of: scalar)
            }
        }
        return width
    }
}

import SwiftUI
import TerminalSupport

/// An animation shown as a few pictures of it at labelled moments: its start, the quarter
/// points and its end, side by side when they fit in the columns given (the REPL gives the
/// terminal's), else one under another.
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
        let row = PictureRow(frames.map { ("\($0.time.plainDescription) s", $0.picture) }, gap: 3)
        return row.text(width: columns) + (note.map { "\n" + $0 } ?? "")
    }
}

import SwiftUI
import TerminalSupport

/// An animation shown as a few pictures of it at labelled moments, side by side when they fit
/// in the columns given (the REPL gives the terminal's), else one under another.
///
/// The moments show the motion: the start, the end, and between them the moments where a
/// moving view turns (a spring's overshoot peaks, furthest from where it comes to rest), filled up
/// with the quarter points of the time in which the picture still changes. A spring that
/// settles within a cell in half a second of a three-second recording is not shown as four
/// pictures of its end.
public struct FilmStrip {
    /// The moments shown, in time order.
    public let frames: [AnimationRecording.Moment]
    private let note: String?

    /// How many moments a strip shows.
    static let length = 5

    /// The moments of `recording` that show its motion, each at most once.
    public init(_ recording: AnimationRecording) {
        let moments = recording.moments
        let last = moments.count - 1
        // The picture stops changing here; after it only the invisible tail of the motion runs.
        // A tail of more than a quarter of the recording (a spring's) is left out of the quarters.
        let still = (moments.lastIndex { $0.picture != moments[last].picture }).map { $0 + 1 } ?? last
        let settled = last - still > last / 4 ? still : last
        var chosen = Array(Self.turningPoints(of: moments, before: settled).prefix(Self.length - 2))
        for quarter in 1...3 where chosen.count < Self.length - 2 {
            let index = settled * quarter / 4
            if index > 0, index < last, !chosen.contains(index) { chosen.append(index) }
        }
        frames = ([0] + chosen.sorted() + (last > 0 ? [last] : [])).map { moments[$0] }
        note = recording.stillMovingNote
    }

    /// The moments before `end` where the drawn elements are furthest from where they end, more
    /// than at the moments beside them (a spring's overshoot peaks), whose pictures differ from
    /// the last; in time order. None when the elements drawn change in number (a view comes or
    /// goes), or when several move (lanes that each turn at their own moments, shown at quarters).
    private static func turningPoints(of moments: [AnimationRecording.Moment], before end: Int) -> [Int] {
        guard let final = moments.last, moments.allSatisfy({ $0.items.count == final.items.count }), end > 1 else { return [] }
        let moving = final.items.indices.filter { index in moments.contains { $0.items[index].distance(to: final.items[index]) > 0 } }
        guard moving.count == 1, let element = moving.first else { return [] }
        let distances = moments.map { $0.items[element].distance(to: final.items[element]) }
        return (1..<end).filter { index in
            distances[index] > distances[index + 1] && distances[index] >= distances[index - 1]
                && moments[index].picture != final.picture
        }
    }

    /// The strip as text for a terminal `columns` wide.
    public func text(columns: Int) -> String {
        let row = PictureRow(frames.map { ("\($0.time.plainDescription) s", $0.picture) }, gap: 3)
        return row.text(width: columns) + (note.map { "\n" + $0 } ?? "")
    }
}

private extension DisplayItem {
    /// How far this element is from `other`, in points: its place, size and (a cell's height
    /// for a full fade) opacity.
    func distance(to other: DisplayItem) -> Double {
        let place = abs(frame.minX + transform.tx - other.frame.minX - other.transform.tx)
            + abs(frame.minY + transform.ty - other.frame.minY - other.transform.ty)
        let size = abs(frame.width - other.frame.width) + abs(frame.height - other.frame.height)
        return Double(place + size) + abs(opacity - other.opacity) * 16
    }
}

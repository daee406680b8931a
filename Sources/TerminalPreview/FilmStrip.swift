import SwiftUI

/// An animation shown as a few pictures of it at labelled moments: its start, the quarter
/// points and its end, side by side when they fit the terminal, else one under another.
///
/// Recording moves the host's clock to the end of the animation (or to `limit` for one that
/// repeats for ever), as time would have passed on a device while the learner watched.
public struct FilmStrip {
    public struct Frame {
        /// Seconds since the animation began.
        public let time: TimeInterval
        public let picture: String
    }

    public let frames: [Frame]
    /// Whether the animation was still moving at the recording's limit (it repeats, or never settles).
    public let isStillMoving: Bool

    /// Steps of the recording: pictures are taken at multiples of it.
    public static let step: TimeInterval = 0.05
    /// How long a recording runs at most.
    public static let limit: TimeInterval = 2

    /// Records the animation under way on `host`, drawing each moment with `picture`; `nil`
    /// when nothing animates.
    public static func record(_ host: TerminalHost, picture: (TerminalHost) -> String) -> FilmStrip? {
        guard host.isAnimating else { return nil }
        var taken = [Frame(time: 0, picture: picture(host))]
        var steps = 0
        while host.isAnimating, Double(steps) * step < limit {
            host.advance(by: step)
            steps += 1
            taken.append(Frame(time: Double(steps) * step, picture: picture(host)))
        }
        let end = taken.count - 1
        // Start, quarter points and end, each at most once.
        var chosen: [Int] = []
        for quarter in 0...4 where !chosen.contains(end * quarter / 4) { chosen.append(end * quarter / 4) }
        return FilmStrip(frames: chosen.map { taken[$0] }, isStillMoving: host.isAnimating)
    }

    /// The strip as text for a terminal `columns` wide.
    public func text(columns: Int) -> String {
        let labelled = frames.map { frame -> (label: String, lines: [String]) in
            ("\(Self.seconds(frame.time)) s", frame.picture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
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
        if isStillMoving {
            text += "\n(still moving after \(Self.seconds(Self.limit)) s: it repeats or never settles)"
        }
        return text
    }

    private static func seconds(_ time: TimeInterval) -> String {
        let rounded = (time * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// `line` with spaces added to fill `width` columns; escape codes take none.
    private static func padded(_ line: String, to width: Int) -> String {
        line + String(repeating: " ", count: max(0, width - visibleWidth(line)))
    }

    /// The columns a picture's line takes: its characters, less ANSI escape sequences.
    private static func visibleWidth(_ line: String) -> Int {
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

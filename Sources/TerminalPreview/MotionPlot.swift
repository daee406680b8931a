import SwiftUI

/// One measure of a view over the course of a recorded animation, drawn as a chart in braille
/// dots (2×4 to a cell), so a learner sees the shape of a curve or a spring.
public struct MotionPlot {
    /// What is measured of the view.
    public enum Property: String, CaseIterable {
        case x, y, width, height, opacity

        func value(of item: DisplayItem) -> Double {
            switch self {
            case .x: Double(item.frame.minX + item.transform.tx)
            case .y: Double(item.frame.minY + item.transform.ty)
            case .width: Double(item.frame.width)
            case .height: Double(item.frame.height)
            case .opacity: item.opacity
            }
        }
    }

    public let property: Property
    /// Whose value: the view with this accessibility identifier, or the first drawn element whose
    /// value changes.
    public let identifier: String?
    /// The value at each moment of the recording, with its time.
    public let samples: [(time: TimeInterval, value: Double)]
    private let animationName: String?
    private let note: String?

    /// The plot of `property` over `recording`, or why there is none.
    public static func make(_ property: Property, of identifier: String?, in recording: AnimationRecording) -> Result<MotionPlot, PlotProblem> {
        let series: [[Double]]
        if let identifier {
            series = [recording.moments.compactMap { moment in moment.items.first { $0.identifier == identifier }.map(property.value) }]
            guard series[0].count == recording.moments.count else { return .failure(.noView(identifier)) }
        } else {
            // An element is followed by its place in drawing order, as long as that place holds
            // the same kind of element (the same text, a fill, a stroke) throughout: a view that
            // comes or goes shifts the places of those drawn after it.
            let count = recording.moments.map(\.items.count).min() ?? 0
            series = (0..<count).compactMap { index in
                let kinds = Set(recording.moments.map { Self.kind(of: $0.items[index]) })
                return kinds.count == 1 ? recording.moments.map { property.value(of: $0.items[index]) } : nil
            }
        }
        guard let values = series.first(where: { Set($0).count > 1 }) ?? (identifier == nil ? nil : series.first) else {
            return .failure(.nothingChanges(property))
        }
        return .success(MotionPlot(property: property, identifier: identifier,
                                   samples: Array(zip(recording.moments.map(\.time), values)),
                                   animationName: recording.animationName, note: recording.stillMovingNote))
    }

    /// What an element is, to tell whether a place in drawing order holds the same one.
    private static func kind(of item: DisplayItem) -> String {
        switch item.content {
        case .fill: "fill"
        case .stroke: "stroke"
        case .text(let text, _): "text " + text.string
        }
    }

    /// Why a plot could not be drawn.
    public enum PlotProblem: Error, CustomStringConvertible {
        case noView(String)
        case nothingChanges(Property)

        public var description: String {
            switch self {
            case .noView(let identifier): "No view marked .accessibilityIdentifier(\"\(identifier)\") is drawn throughout the animation."
            case .nothingChanges(let property):
                "No view's \(property.rawValue) changes in the last animation that can be followed; mark the view with .accessibilityIdentifier(\"name\") and give the name: :plot \(property.rawValue) name."
            }
        }
    }

    /// The chart, `columns` cells wide for the dots (2 dots each) and `rows` tall (4 dots each).
    public func text(columns: Int = 48, rows: Int = 8) -> String {
        let (width, height) = (columns * 2, rows * 4)
        let low = samples.map(\.value).min() ?? 0
        let high = samples.map(\.value).max() ?? 0
        let end = max(samples.last?.time ?? 0, 1e-9)
        func dot(_ sample: (time: TimeInterval, value: Double)) -> (x: Int, y: Int) {
            let x = Int((sample.time / end * Double(width - 1)).rounded())
            let y = high == low ? height / 2 : Int(((high - sample.value) / (high - low) * Double(height - 1)).rounded())
            return (x, y)
        }
        var dots = Array(repeating: Array(repeating: false, count: width), count: height)
        for (from, to) in zip(samples, samples.dropFirst()) {
            let (a, b) = (dot(from), dot(to))
            let steps = max(abs(b.x - a.x), abs(b.y - a.y), 1)
            for step in 0...steps {
                let x = a.x + (b.x - a.x) * step / steps
                let y = a.y + (b.y - a.y) * step / steps
                dots[y][x] = true
            }
        }
        if let only = samples.first, samples.count == 1 { let d = dot(only); dots[d.y][d.x] = true }
        let labels = (0..<rows).map { row -> String in
            row == 0 ? Self.number(high) : row == rows - 1 ? Self.number(low) : ""
        }
        let labelWidth = labels.map(\.count).max() ?? 0
        var lines = [title]
        for row in 0..<rows {
            var cells = ""
            for column in 0..<columns {
                var bits: UInt32 = 0
                for (dx, dy, bit) in Self.brailleBits where dots[row * 4 + dy][column * 2 + dx] { bits |= bit }
                cells.unicodeScalars.append(Unicode.Scalar(0x2800 + bits)!)
            }
            let label = String(repeating: " ", count: labelWidth - labels[row].count) + labels[row]
            lines.append(label + (labels[row].isEmpty ? " │" : " ┤") + cells)
        }
        lines.append(String(repeating: " ", count: labelWidth) + " └" + String(repeating: "─", count: columns))
        let endLabel = "\(end.secondsDescription) s"
        lines.append(String(repeating: " ", count: labelWidth + 2) + "0 s" + String(repeating: " ", count: max(1, columns - 3 - endLabel.count)) + endLabel)
        if let note { lines.append(note) }
        return lines.joined(separator: "\n")
    }

    private var title: String {
        let whose = identifier.map { " of \"\($0)\"" } ?? ""
        return "\(property.rawValue)\(whose) over time" + (animationName.map { ", \($0)" } ?? "")
    }

    /// The dot at column `dx`, row `dy` of a braille cell, and its bit (Unicode's braille patterns).
    private static let brailleBits: [(Int, Int, UInt32)] = [
        (0, 0, 0x01), (0, 1, 0x02), (0, 2, 0x04), (1, 0, 0x08), (1, 1, 0x10), (1, 2, 0x20), (0, 3, 0x40), (1, 3, 0x80),
    ]

    private static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}

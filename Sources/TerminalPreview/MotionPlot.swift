import SwiftUI

/// One measure of a view over the course of a recorded animation, drawn as a chart in braille
/// dots (2×4 to a cell), so a learner sees the shape of a curve or a spring.
public struct MotionPlot {
    /// What is measured of the view.
    public enum Property: String, CaseIterable {
        /// The view's left edge or top edge (with its offset), its width, its height, or its opacity.
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

    /// What is measured.
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
        var times = recording.moments.map(\.time)
        let series: [[Double]]
        if let identifier {
            // A view that comes or goes with a transition is drawn only part of the time: its
            // opacity is 0 where it is not drawn, its other values are charted where it is.
            let values = recording.moments.map { moment in moment.items.first { $0.identifier == identifier }.map(property.value) }
            let drawn = values.indices.filter { values[$0] != nil || property == .opacity }
            guard values.contains(where: { $0 != nil }), drawn.count > 1 else { return .failure(.noView(identifier)) }
            times = drawn.map { times[$0] }
            series = [drawn.map { values[$0] ?? 0 }]
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
                                   samples: Array(zip(times, values)),
                                   animationName: recording.animationName, note: recording.stillMovingNote))
    }

    /// What an element is, to tell whether a place in drawing order holds the same one.
    private static func kind(of item: DisplayItem) -> String {
        switch item.content {
        case .fill: "fill"
        case .stroke: "stroke"
        case .text(let text, _): "text " + text.string
        case .image(let picture, _): "image " + picture.name
        }
    }

    /// Why a plot could not be drawn.
    public enum PlotProblem: Error, CustomStringConvertible {
        /// No view with this accessibility identifier is drawn at two moments.
        case noView(String)
        /// No view's property changes in the animation.
        case nothingChanges(Property)

        public var description: String {
            switch self {
            case .noView(let identifier): "No view marked .accessibilityIdentifier(\"\(identifier)\") is drawn at two moments of the animation."
            case .nothingChanges(let property):
                "No view's \(property.rawValue) changes in the last animation that can be followed; mark the view with .accessibilityIdentifier(\"name\") and give the name: :plot \(property.rawValue) name."
            }
        }
    }

    /// The chart, `columns` cells wide and `rows` tall: the curve is a stroked `Path` drawn by
    /// the runtime, in braille dots (2×4 to a cell), over a dotted line at the target (the last
    /// value), with the values (highest, lowest, target) and times at its sides.
    public func text(columns: Int = 48, rows: Int = 8) -> String {
        let size = CGSize(width: CGFloat(columns) * TerminalHost.cellSize.width, height: CGFloat(rows) * TerminalHost.cellSize.height)
        let low = samples.map(\.value).min() ?? 0
        let high = samples.map(\.value).max() ?? 0
        let end = max(samples.last?.time ?? 0, 1e-9)
        // Through the centres of the outermost dots (4 points apart, the first 2 in).
        let points = samples.map { sample in
            CGPoint(x: 2 + sample.time / end * (size.width - 4),
                    y: 2 + (high == low ? 0.5 : (high - sample.value) / (high - low)) * (size.height - 4))
        }
        let curve = Path { $0.addLines(points.count == 1 ? points + points : points) }
        // The target, where the motion comes to rest: a dotted line across, labelled at its row,
        // where it is not the highest or lowest value (whose labels mark it already).
        let target = samples.last?.value ?? low
        let targetY = points.last?.y ?? 0
        let targetLine = Path { path in
            if target != high, target != low { path.addLines([CGPoint(x: 2, y: targetY), CGPoint(x: size.width - 2, y: targetY)]) }
        }
        let chart = TerminalHost(rootView: ZStack {
            targetLine.stroke(style: StrokeStyle(lineWidth: 1, dash: [1, 7]))
            curve.stroke(lineWidth: 1)
        }.frame(width: size.width, height: size.height), proposal: ProposedViewSize(size)).render()
        let chartLines = chart.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let targetRow = min(rows - 1, Int(targetY / TerminalHost.cellSize.height))
        let labels = (0..<rows).map { row -> String in
            row == 0 ? high.plainDescription : row == rows - 1 ? low.plainDescription : row == targetRow ? target.plainDescription : ""
        }
        let labelWidth = labels.map(\.count).max() ?? 0
        var lines = [title]
        for row in 0..<rows {
            let label = String(repeating: " ", count: labelWidth - labels[row].count) + labels[row]
            lines.append(label + (labels[row].isEmpty ? " │" : " ┤") + (row < chartLines.count ? chartLines[row] : ""))
        }
        lines.append(String(repeating: " ", count: labelWidth) + " └" + String(repeating: "─", count: columns))
        let endLabel = "\(end.plainDescription) s"
        lines.append(String(repeating: " ", count: labelWidth + 2) + "0 s" + String(repeating: " ", count: max(1, columns - 3 - endLabel.count)) + endLabel)
        if let note { lines.append(note) }
        return lines.joined(separator: "\n")
    }

    private var title: String {
        let whose = identifier.map { " of \"\($0)\"" } ?? ""
        return "\(property.rawValue)\(whose) over time" + (animationName.map { ", \($0)" } ?? "")
    }
}

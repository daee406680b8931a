import Foundation

/// Why a view's content is hidden: SwiftUI's `RedactionReasons`, set with `redacted(reason:)`
/// and read from `EnvironmentValues.redactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Reasons from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Content shown as a placeholder while the real data loads: every text in the view is drawn
    /// as a bar as long as its line.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Content that should be hidden for privacy. SwiftUI redacts only the views marked
    /// `privacySensitive()` for this reason, which this runtime does not declare, so it hides
    /// nothing here; views can still read it from the environment.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is no longer current (a widget waiting for new data). Read from the
    /// environment; it draws nothing differently, as in SwiftUI's views without their own rule.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
    /// The reasons the current view's content is redacted; empty when it is shown as it is.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Adds `reason` to the redaction reasons of this view, as SwiftUI's `redacted(reason:)`:
    /// with `.placeholder`, each line of text inside is drawn as a bar of the text's colour, at
    /// the opacity of the tertiary level (0.3, ours), as long as the line; the view keeps the
    /// size it has with its text.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }

    /// Shows this view's content even inside a redacted view, as SwiftUI's `unredacted()`: it
    /// clears the redaction reasons.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
}

extension DisplayList {
    /// Draws text items as SwiftUI's placeholder redaction does: each line a filled bar, from
    /// the line's start to its last character that is not a space, one cell row high.
    mutating func appendRedacted(_ items: [(drawing: TextDrawing, color: Color.Resolved)], frame: CGRect) {
        for item in items {
            var color = item.color
            color.opacity *= HierarchicalShapeStyle.opacities[2]
            for line in item.drawing.lines {
                let visible = line.text.reversed().drop { $0 == " " }
                let cells = visible.reduce(0) { $0 + $1.terminalCellWidth }
                guard cells > 0 else { continue }
                let bar = CGRect(x: line.origin.x, y: line.origin.y, width: CGFloat(cells) * TextLayout.cellWidth, height: TextLayout.lineHeight)
                append(.fill(Path(bar), color, FillStyle()), frame: frame)
            }
        }
    }
}

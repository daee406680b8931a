import Foundation

/// What a laid-out view tree draws, in drawing order: fills, strokes and text, each with the
/// frame of the view that drew it, in the root view's coordinate space.
///
/// The terminal canvas turns it into cells; the grader compares two of them element by element.
public struct DisplayList {
    public private(set) var items: [DisplayItem] = []
    /// What applies to items added now: opacity, clipping and transforms of enclosing modifiers.
    var context = DrawingContext()

    public init() {}

    mutating func append(_ content: DisplayItem.Content, frame: CGRect) {
        guard context.opacity > 0 else { return }
        items.append(DisplayItem(
            content: content,
            frame: frame,
            transform: context.transform,
            clips: context.clips,
            opacity: context.opacity,
            identifier: context.identifier
        ))
    }

    /// Draws `body` with `change` applied to the context, then restores it.
    mutating func withContext(_ change: (inout DrawingContext) -> Void, _ body: (inout DisplayList) -> Void) {
        let saved = context
        change(&context)
        body(&self)
        context = saved
    }
}

/// One drawn element.
public struct DisplayItem {
    public enum Content {
        /// A filled path, in root coordinates before `transform`.
        case fill(Path, Color.Resolved, FillStyle)
        /// A stroked path: its centre line, the colour and the stroke style.
        case stroke(Path, Color.Resolved, StrokeStyle)
        /// Laid-out text: its lines and where each starts.
        case text(TextDrawing, Color.Resolved)
    }

    public var content: Content
    /// The layout frame of the view that drew the item, in root coordinates.
    public var frame: CGRect
    /// Rotation and scale effects applied when drawing, in root coordinates.
    public var transform: CGAffineTransform
    /// Paths (in root coordinates, transforms applied) that the item is clipped to.
    public var clips: [Path]
    public var opacity: Double
    /// The accessibility identifier of the nearest enclosing view that has one.
    public var identifier: String?
}

/// The state enclosing modifiers impose on drawing.
struct DrawingContext {
    var opacity: Double = 1
    var transform: CGAffineTransform = .identity
    var clips: [Path] = []
    var identifier: String?
}

/// Text as it is drawn: lines of characters, each starting at a point in root coordinates.
public struct TextDrawing: Equatable {
    public struct Line: Equatable {
        public var text: String
        /// The top-leading corner of the line.
        public var origin: CGPoint
    }

    public var lines: [Line]
    public var isBold: Bool
    public var isItalic: Bool
    public var isUnderlined = false
    public var isStrikethrough = false

    /// The whole text as drawn, lines joined by newlines.
    public var string: String { lines.map(\.text).joined(separator: "\n") }
}

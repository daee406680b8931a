import Foundation

/// What a `Canvas` renderer draws with: fills, strokes and text, under the context's
/// transform, opacity, blend mode and clip. Copies share one drawing, as in SwiftUI, and a
/// change to a copy's transform or opacity applies to what that copy draws.
public struct GraphicsContext {
    /// The display list being drawn into, shared by the context and its copies.
    final class Recording {
        var list: DisplayList
        let frame: CGRect

        init(list: DisplayList, frame: CGRect) {
            self.list = list
            self.frame = frame
        }
    }

    let recording: Recording
    /// The environment of the canvas: what `.foreground` shading and resolved text read.
    public var environment: EnvironmentValues
    /// From the context's coordinates (origin at the canvas's top-leading corner) to the root's.
    public var transform: CGAffineTransform = .identity
    /// The opacity, 0 to 1, that later drawing is multiplied by.
    public var opacity: Double = 1
    /// How later drawing blends with what is behind it; the terminal shows the separable modes (see `BlendMode`).
    public var blendMode: BlendMode = .normal
    /// Clip paths, in root coordinates.
    var clips: [Path] = []

    init(recording: Recording, environment: EnvironmentValues) {
        self.recording = recording
        self.environment = environment
    }

    /// The area drawing is limited to, in the context's coordinates.
    public var clipBoundingRect: CGRect {
        let canvas = recording.frame
        let bounds = clips.reduce(canvas) { $0.intersection($1.boundingRect) }
        return bounds.applying(transform.inverted())
    }

    // MARK: Transforms

    /// Moves the origin of later drawing by `x` and `y` (in the current coordinates).
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales later drawing by `x` and `y` around the current origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates later drawing by `angle` around the current origin, clockwise on screen for positive angles.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
    }

    /// Applies `matrix` to later drawing, before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Limits later drawing to `path` (in the context's coordinates).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(path.applying(transform))
    }

    /// Runs `body` with a copy of this context, so changes it makes stay inside.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    // MARK: Drawing

    /// Fills `path` (in the context's coordinates) with `shading`, under the transform, opacity, blend mode and clip.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(.fill(path, shading.color(in: environment), style), shading: shading)
    }

    /// Strokes `path` with `shading` and `style`, under the context's state.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(.stroke(path, shading.color(in: environment), style), shading: shading)
    }

    /// Strokes `path` with `shading` in a solid line `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `text` with its `anchor` (its centre by default) at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws resolved `text` with its `anchor` at `point`, at the size it takes unconstrained.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        let frame = CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
        draw(text, in: frame)
    }

    /// Draws `text` wrapped in `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws resolved `text` wrapped in `rect`, aligned by the environment's `multilineTextAlignment`.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let layout = text.behavior.layout
        guard let lines = layout.lines(for: ProposedViewSize(rect.size)) else { return }
        let builder = TextDrawingBuilder(text: layout.text, environment: environment)
        for item in builder.items(lines: lines, in: rect, alignment: environment.multilineTextAlignment, offset: layout.lineOffset) {
            record(.text(item.drawing, item.color), shading: nil, frame: rect)
        }
    }

    /// `text` laid out in this context's environment, to measure or draw.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(behavior: TextBehavior(text, environment: environment))
    }

    /// Adds `content` (in the context's coordinates) under the context's state.
    private func record(_ content: DisplayItem.Content, shading: Shading?, frame: CGRect? = nil) {
        let canvasFrame = recording.frame
        let bounds = frame ?? content.bounds
        recording.list.withContext({ outer in
            outer.transform = transform.concatenating(outer.transform)
            outer.opacity *= min(1, max(0, opacity))
            outer.clips += clips
            if blendMode != .normal { outer.effects.append(.blendMode(blendMode)) }
        }) { list in
            // Text keeps its own rectangle (like a Text view's frame, under the transform).
            list.append(content, frame: frame ?? canvasFrame, shading: shading?.gradient(in: environment, bounds: bounds))
        }
    }
}

extension GraphicsContext {
    /// How a clip combines with the current one.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Accepted; the clip is intersected either way.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Text laid out for a context: `context.resolve(Text("…"))`.
    public struct ResolvedText {
        let behavior: TextBehavior

        /// The size the text takes within `size`.
        public func measure(in size: CGSize) -> CGSize {
            behavior.layout.size(for: ProposedViewSize(width: size.width.isFinite ? size.width : nil, height: size.height.isFinite ? size.height : nil))
        }
    }
}

extension DisplayItem.Content {
    /// The bounds of a fill's or stroke's path (empty for text).
    var bounds: CGRect {
        switch self {
        case .fill(let path, _, _), .stroke(let path, _, _): path.boundingRect
        case .text, .image: .zero
        }
    }
}

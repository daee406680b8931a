/// One visible thing a scenario's view drew, in the root view's coordinate space: how the
/// grader compares a learner's drawing with the reference's, whatever code drew it.
public struct DrawnElement: Codable, Equatable, Sendable {
    /// What kind of drawing the element is.
    public enum Kind: String, Codable, Sendable {
        /// A filled shape, a stroked shape, text, or an image.
        case fill, stroke, text, image
    }

    /// A rectangle in points.
    public struct Box: Codable, Equatable, Sendable {
        /// The left edge.
        public var x: Double
        /// The top edge.
        public var y: Double
        /// The width.
        public var width: Double
        /// The height.
        public var height: Double

        /// A rectangle at (`x`, `y`) of `width` by `height` points.
        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// A colour's components from 0 to 1, opacity included.
    public struct RGBA: Codable, Equatable, Sendable {
        /// Red, from 0 to 1.
        public var red: Double
        /// Green, from 0 to 1.
        public var green: Double
        /// Blue, from 0 to 1.
        public var blue: Double
        /// Opacity, from 0 to 1.
        public var alpha: Double

        /// A colour of these components.
        public init(red: Double, green: Double, blue: Double, alpha: Double) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    /// What kind of drawing it is.
    public var kind: Kind
    /// The bounding box of what was drawn, after rotations, scales and clips: a fill's or a
    /// stroke's path, a text's frame.
    public var frame: Box
    /// The colour as drawn: resolved for the colour scheme, enclosing opacity applied.
    public var color: RGBA
    /// The system colour it is, such as `red`, when it is exactly one.
    public var colorName: String?
    /// A text's string, lines joined by newlines; `nil` for fills and strokes.
    public var text: String?

    /// An element of `kind` drawn in `frame` with `color`.
    public init(kind: Kind, frame: Box, color: RGBA, colorName: String? = nil, text: String? = nil) {
        self.kind = kind
        self.frame = frame
        self.color = color
        self.colorName = colorName
        self.text = text
    }
}

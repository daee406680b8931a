import Foundation

/// The key of a localized string: what a string literal passed to `Text` becomes.
///
/// Interpolations are formatted as SwiftUI formats them: integers as plain digits, floating-point
/// numbers with `%lf` (six decimals, so prefer `\(value, specifier: "%.1f")` or `format:`), and
/// other values with `String(describing:)`. There are no localization tables: the key is the text.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    /// The pieces of the text in order: what the literal says, and what its interpolations
    /// formatted to. Only the literal's pieces are Markdown (``InlineMarkdown``).
    let segments: [Segment]

    enum Segment: Equatable {
        case literal(String)
        case argument(String)
        /// An interpolated `Text`, with the styles of its runs.
        case text([TextRun])
        /// An interpolated date in a style, written as at the virtual clock's time.
        case clock(TextClock)
        /// An interpolated `Text` whose dates change with time.
        case liveText(LiveText)

        /// Whether the segment is a date written as at the clock's time.
        var isTimed: Bool {
            switch self {
            case .clock, .liveText: true
            default: false
            }
        }

        var text: String {
            switch self {
            case .literal(let text), .argument(let text): text
            case .text(let runs): runs.map(\.string).joined()
            case .clock(let clock): clock.string(at: VirtualClock.shared.now)
            case .liveText(let live): live.make(VirtualClock.shared.now).string
            }
        }
    }

    init(segments: [Segment]) {
        self.segments = segments
    }

    /// The key with its dates written as at `now` (itself when it has none, as most keys).
    func resolved(at now: Date) -> LocalizedStringKey {
        guard segments.contains(where: \.isTimed) else { return self }
        return LocalizedStringKey(segments: segments.map { segment in
            switch segment {
            case .clock(let clock): .argument(clock.string(at: now))
            case .liveText(let live): .text(live.make(now).runs)
            default: segment
            }
        })
    }

    /// The dates in the key that change as time passes.
    var liveClocks: [TextClock] {
        segments.flatMap { segment -> [TextClock] in
            switch segment {
            case .clock(let clock): clock.isLive ? [clock] : []
            case .liveText(let live): live.clocks
            default: []
            }
        }
    }

    /// A key whose text is `value`.
    public init(_ value: String) {
        segments = [.literal(value)]
    }

    /// A key whose text is the string literal `value`, as `Text("Hello")` makes it.
    public init(stringLiteral value: String) {
        segments = [.literal(value)]
    }

    /// A key built from an interpolated literal: `Text("Score: \(score)")`; each value is formatted
    /// as `StringInterpolation` says.
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
    }

    /// Builds the text of an interpolated string literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        /// An empty interpolation, with room for `interpolationCount` values (the compiler calls this).
        public init(literalCapacity: Int, interpolationCount: Int) {
            segments.reserveCapacity(2 * interpolationCount + 1)
        }

        /// Appends a literal piece of the string as written.
        public mutating func appendLiteral(_ literal: String) {
            segments.append(.literal(literal))
        }

        private mutating func appendArgument(_ text: String) {
            segments.append(.argument(text))
        }

        /// Appends a value: floating-point numbers with `%lf`, as SwiftUI does; others as they describe themselves.
        public mutating func appendInterpolation<T>(_ value: T) {
            switch value {
            case let number as Double: appendArgument(String(format: "%lf", number))
            case let number as Float: appendArgument(String(format: "%lf", Double(number)))
            case let number as CGFloat: appendArgument(String(format: "%lf", Double(number)))
            default: appendArgument(String(describing: value))
            }
        }

        /// Appends a number formatted with a `printf` specifier: `\(volume, specifier: "%.2f")`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            appendArgument(String(format: specifier, value))
        }

        /// Appends a value formatted with a format style: `\(price, format: .number)`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            appendArgument(format.format(input))
        }

        /// Appends a text with its own styles: `Text("Press \(Text("Esc").bold()) to close")`
        /// draws "Esc" bold within the sentence, which wraps as one text.
        public mutating func appendInterpolation(_ text: Text) {
            // A text with live dates stays live: `Text("Left: \(Text(end, style: .timer).bold())")`.
            if let live = text.live { return segments.append(.liveText(live)) }
            segments.append(.text(text.runs))
        }

        /// Appends an image's glyph.
        public mutating func appendInterpolation(_ image: Image) {
            appendArgument(String(image.glyph))
        }
    }
}

import Foundation

/// A view that displays one or more lines of read-only text.
///
/// A text takes the size of its lines: on one line when the proposed width allows, wrapped at
/// spaces when it does not, and truncated with "…" when the proposed height or `lineLimit(_:)`
/// leaves too few lines. It never takes more than it is offered, except that it always takes at
/// least one line. In the terminal a character is 8×16 points (16 wide for East Asian characters
/// and emoji), and fonts change only how text looks (see docs/deviations.md).
///
/// ```swift
/// Text("Hello, World")                               // 96×16
/// Text("Volume \(volume, specifier: "%.2f")")
/// Text(contact.name).bold() + Text(" (\(contact.city))")
/// ```
public struct Text: Equatable {
    /// The pieces of text with their own modifiers, in order; `+` appends them.
    var runs: [TextRun]
    /// How to make the text again as time passes, when it shows a relative, offset or timer date.
    var live: LiveText?

    init(runs: [TextRun]) {
        self.runs = runs
    }

    /// Displays a string as it is, without localization.
    public init(verbatim content: String) {
        runs = [TextRun(string: content)]
    }

    /// Displays a string value as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(verbatim: String(content))
    }

    /// Displays a string literal, with its interpolations formatted as SwiftUI formats them and
    /// its inline Markdown applied (`"**Bold** and *italic*"`); interpolated values are shown
    /// as they are. There are no localization tables: the key is the text.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(runs: InlineMarkdown(key.segments).runs)
        let clocks = key.liveClocks
        if !clocks.isEmpty {
            live = LiveText(clocks: clocks) { now in Text(runs: InlineMarkdown(key.resolved(at: now).segments).runs) }
        }
    }

    /// Displays an image inline, as its glyph.
    public init(_ image: Image) {
        self.init(verbatim: String(image.glyph))
    }

    /// Displays `input` formatted with `format`, as in `Text(price, format: .number)`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// The whole text, without styles.
    var string: String { runs.map(\.string).joined() }
}

extension Text: _PrimitiveView {
    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        // A text with live dates is a timeline that makes it again every second.
        if let live = view.live { return LiveTextView._makeView(LiveTextView(live: live), inputs: inputs) }
        return _ViewOutputs(node: ViewNode(TextBehavior(view, environment: inputs.environment), inputs: inputs))
    }
}

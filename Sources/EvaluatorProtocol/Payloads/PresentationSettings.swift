import TerminalSupport

/// How the evaluator presents views: the size proposed to them, the colours of their
/// picture and the environment they are hosted in.
public struct PresentationSettings: Equatable, Sendable {
    /// The width proposed to a view, in points (a terminal column is 8); `nil` proposes no
    /// width, so the view takes its ideal width.
    public var width: Double?
    /// The height proposed to a view, in points (a terminal row is 16); `nil` proposes no
    /// height, so the view takes its ideal height.
    public var height: Double?
    /// The colours the picture is drawn in.
    public var colors: ColorDepth
    /// SwiftUI's colour scheme, which views resolve their colours in.
    public var colorScheme: ColorSchemeName
    /// SwiftUI's layout direction, which views are laid out in.
    public var layoutDirection: LayoutDirectionName
    /// The terminal's own background, which pictures are drawn for: not the colour scheme
    /// (see `TerminalBackground`).
    public var terminalBackground: TerminalBackground
    /// The columns of the terminal the pictures are shown in, which a film strip or a plot is
    /// laid out at; `nil` for the proposal's width (lessons).
    public var columns: Int?

    /// By default a view is offered 80 columns and its ideal height, drawn in plain text,
    /// light and left to right, for a dark terminal.
    public init(
        width: Double? = TerminalCell.width(ofColumns: TerminalTraits.defaultColumns),
        height: Double? = nil,
        colors: ColorDepth = .none,
        colorScheme: ColorSchemeName = .light,
        layoutDirection: LayoutDirectionName = .leftToRight,
        terminalBackground: TerminalBackground = .dark,
        columns: Int? = nil
    ) {
        self.width = width
        self.height = height
        self.colors = colors
        self.colorScheme = colorScheme
        self.layoutDirection = layoutDirection
        self.terminalBackground = terminalBackground
        self.columns = columns
    }

    /// The ``EvaluatorCommand/configure`` payload: `key=value` lines, an empty value for a
    /// dimension left unspecified.
    public var payload: [UInt8] {
        let lines = [
            ("width", width.map { String($0) } ?? ""),
            ("height", height.map { String($0) } ?? ""),
            ("colors", colors.rawValue),
            ("scheme", colorScheme.rawValue),
            ("direction", layoutDirection.rawValue),
            ("background", terminalBackground.rawValue),
            ("columns", columns.map { String($0) } ?? ""),
        ]
        return Array(lines.map { "\($0.0)=\($0.1)\n" }.joined().utf8)
    }

    /// Reads a ``payload``: a line it does not understand leaves that setting as it is in
    /// `settings`.
    public init(payload: [UInt8], over settings: PresentationSettings = PresentationSettings()) {
        self = settings
        for line in String(decoding: payload, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { continue }
            let value = String(parts[1])
            switch parts[0] {
            case "width": width = Double(value)
            case "height": height = Double(value)
            case "colors": colors = ColorDepth(rawValue: value) ?? colors
            case "scheme": colorScheme = ColorSchemeName(rawValue: value) ?? colorScheme
            case "direction": layoutDirection = LayoutDirectionName(rawValue: value) ?? layoutDirection
            case "background": terminalBackground = TerminalBackground(rawValue: value) ?? terminalBackground
            case "columns": columns = Int(value)
            default: continue
            }
        }
    }
}

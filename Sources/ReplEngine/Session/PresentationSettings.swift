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
    public var colors: ColorDepth
    /// SwiftUI's colour scheme, which views resolve their colours in.
    public var colorScheme: ColorSchemeName
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

    /// The settings as the evaluator passes them to SnippetSupport: `key=value` lines, an
    /// empty value for a dimension left unspecified.
    var encoded: String {
        """
        width=\(width.map { String($0) } ?? "")
        height=\(height.map { String($0) } ?? "")
        colors=\(colors.rawValue)
        scheme=\(colorScheme.rawValue)
        direction=\(layoutDirection.rawValue)
        background=\(terminalBackground.rawValue)
        columns=\(columns.map { String($0) } ?? "")

        """
    }
}

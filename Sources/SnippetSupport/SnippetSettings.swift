import SwiftUI
import TerminalSupport

/// How views are presented, as the REPL configured it: parsed from the `key=value` lines that
/// the Evaluation module's `PresentationSettings.encoded` writes.
struct SnippetSettings {
    var proposal = ProposedViewSize(width: TerminalHost.defaultScreenSize.width, height: nil)
    var colors = ColorDepth.none
    var colorScheme = ColorScheme.light
    var layoutDirection = LayoutDirection.leftToRight
    /// The terminal's background, which pictures are drawn for (not the colour scheme).
    var palette = TerminalPalette.dark
    /// The terminal's columns, when the pictures are shown in one.
    var terminalColumns: Int?

    init() {}

    /// Reads `text`; a line it does not understand leaves that setting as it was.
    init(_ text: String, default settings: SnippetSettings) {
        self = settings
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { continue }
            let value = String(parts[1])
            switch parts[0] {
            case "width": proposal.width = Double(value).map { CGFloat($0) }
            case "height": proposal.height = Double(value).map { CGFloat($0) }
            case "colors": colors = ColorDepth(rawValue: value) ?? colors
            case "scheme": colorScheme = ColorScheme(ColorSchemeName(rawValue: value) ?? .light)
            case "direction": layoutDirection = LayoutDirection(LayoutDirectionName(rawValue: value) ?? .leftToRight)
            case "background": palette = value == "light" ? .light : .dark
            case "columns": terminalColumns = Int(value)
            default: continue
            }
        }
    }

    /// Hosts `view` as these settings say.
    func host<V: View>(_ view: V) -> TerminalHost {
        TerminalHost(rootView: view, proposal: proposal, colorScheme: colorScheme, layoutDirection: layoutDirection)
    }

    /// How many columns a film strip or a plot may take: the terminal's, where the pictures are
    /// shown in one (a strip of pictures each as wide as the proposal fits beside each other
    /// there); else those of the proposal (80 when it has no width), as a lesson's are.
    var columns: Int {
        terminalColumns ?? proposal.width.map { Int($0 / TerminalHost.cellSize.width) } ?? 80
    }

    /// The host's picture: exactly `render()` in plain text, so lessons can compare with it.
    func picture(of host: TerminalHost) -> String {
        colors == .none ? host.render() : host.render(colors: colors, palette: palette)
    }
}

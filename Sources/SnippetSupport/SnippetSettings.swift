import EvaluatorProtocol
import SwiftUI
import TerminalSupport

/// How views are presented, as the REPL configured it (``PresentationSettings``, the
/// `configure` command's payload), in the runtime's terms.
struct SnippetSettings {
    var presentation = PresentationSettings()

    var proposal: ProposedViewSize {
        ProposedViewSize(width: presentation.width.map { CGFloat($0) }, height: presentation.height.map { CGFloat($0) })
    }
    var colorScheme: ColorScheme { ColorScheme(presentation.colorScheme) }
    var layoutDirection: LayoutDirection { LayoutDirection(presentation.layoutDirection) }
    /// The terminal's background, which pictures are drawn for (not the colour scheme).
    var palette: TerminalBackground { presentation.terminalBackground }

    /// Hosts `view` as these settings say.
    func host<V: View>(_ view: V) -> TerminalHost {
        TerminalHost(rootView: view, proposal: proposal, colorScheme: colorScheme, layoutDirection: layoutDirection)
    }

    /// How many columns a film strip or a plot may take: the terminal's, where the pictures are
    /// shown in one (a strip of pictures each as wide as the proposal fits beside each other
    /// there); else those of the proposal (80 when it has no width), as a lesson's are.
    var columns: Int {
        presentation.columns ?? proposal.width.map { Int($0 / TerminalHost.cellSize.width) } ?? TerminalTraits.defaultColumns
    }

    /// The host's picture: exactly `render()` in plain text, so lessons can compare with it.
    func picture(of host: TerminalHost) -> String {
        presentation.colors == .none ? host.render() : host.render(colors: presentation.colors, palette: palette)
    }
}

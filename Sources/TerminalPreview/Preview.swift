import Foundation
import SwiftUI

/// Prints `view` drawn in the terminal, followed by a newline.
///
/// The view is proposed the terminal's size in points (8 per column, 16 per row), as an app's
/// root view is proposed its screen, unless `width` or `height` are given; the picture is as
/// large as the view chose to be. Colours are used when standard output is a terminal
/// that shows them (see `TerminalCapabilities`).
///
/// Under `learn run --live` (which sets `LEARN_LIVE`) on a terminal, the view is shown
/// full-screen instead and can be used with the keyboard until q, Esc or Ctrl-C, which end the
/// program (see `LivePreview`).
public func preview<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil) {
    if LivePreview.isRequested {
        LivePreview(view).runUntilTheProgramEnds()
    }
    let terminal = TerminalCapabilities.standardOutput
    let host = TerminalHost(rootView: view, proposal: ProposedViewSize(width: width ?? terminal.width, height: height ?? terminal.height))
    print(host.render(colors: terminal.colorDepth, palette: terminal.palette))
}

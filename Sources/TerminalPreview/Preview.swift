import Foundation
import SwiftUI

/// Prints `view` drawn in the terminal, followed by a newline.
///
/// The view is proposed the terminal's width in points (8 per column) and its ideal height,
/// unless `width` or `height` are given. Colours are used when standard output is a terminal
/// that shows them (see `TerminalCapabilities`).
public func preview<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil) {
    let terminal = TerminalCapabilities.standardOutput
    let host = TerminalHost(rootView: view, proposal: ProposedViewSize(width: width ?? terminal.width, height: height))
    print(host.render(colors: terminal.colorDepth))
}

import Foundation

/// How many colours the terminal shows; `.none` draws plain text.
public enum ColorDepth: Sendable {
    case none
    case ansi16
    case ansi256
    case trueColor
}

/// A grid of terminal cells that a display list is drawn into.
struct TerminalCanvas {
    let size: CGSize
    let displayList: DisplayList

    func text(colors: ColorDepth) -> String {
        ""
    }
}

import TerminalSupport

// The terminal's background is not the view's `ColorScheme`. The colour scheme is SwiftUI's: it
// decides which colours views resolve to (`Color.primary` is black in `.light`, white in
// `.dark`). The background is the terminal's: what those colours are drawn on. Where the two
// disagree, a picture is drawn on its scheme's window background (`systemBackground`: white in
// light, black in dark), as an app's window in that scheme would be, so that the black text and
// shapes of the light scheme stay visible on a dark terminal.
extension TerminalBackground {
    /// The background a picture in `scheme` needs on this terminal, or `nil` when the
    /// terminal's own background does for it.
    func windowBackground(for scheme: ColorScheme) -> CanvasColor? {
        switch (self, scheme) {
        case (.dark, .light): CanvasColor.white
        case (.light, .dark): CanvasColor(red: 0, green: 0, blue: 0)
        default: nil
        }
    }
}

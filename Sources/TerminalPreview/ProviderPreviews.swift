import Foundation
import SwiftUI

/// Prints a provider's previews as Xcode's canvas shows them, each under its name, on a screen
/// as wide as the terminal and 24 rows high. `learn run` calls it for each `PreviewProvider`
/// of a file that has no top-level code of its own.
public func _showPreviews<Provider: PreviewProvider>(of provider: Provider.Type) {
    let terminal = TerminalCapabilities.standardOutput
    let screen = CGSize(width: terminal.width, height: 24 * TerminalHost.cellSize.height)
    for preview in _PreviewCanvas.previews(of: Provider.previews, screen: screen) {
        print(preview.name)
        print(preview.host.render(colors: terminal.colorDepth, palette: terminal.palette))
    }
}

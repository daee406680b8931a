import Foundation
import SwiftUI

/// One source of previews in a learner's file.
public enum _FilePreview {
    /// A `PreviewProvider` type: each view of its `previews` is a preview.
    case provider(any PreviewProvider.Type)
    /// The file's `index`-th `#Preview`, registered when its top-level code reached it.
    case registered(Int)
}

/// Prints a file's previews as Xcode's canvas shows them, in the order they are written, each
/// under its name, on a screen as wide as the terminal and 24 rows high. `learn run` calls it
/// for a file that has no top-level code of its own.
public func _showPreviews(_ sources: [_FilePreview]) {
    let terminal = TerminalCapabilities.standardOutput
    let screen = CGSize(width: terminal.width, height: 24 * TerminalHost.cellSize.height)
    let views: [any View] = sources.map { source in
        switch source {
        case .provider(let provider): previews(of: provider)
        // The file's top-level code, and so this call, runs on the main thread.
        case .registered(let index): MainActor.assumeIsolated { _PreviewRegistry.preview(index) }
        }
    }
    for preview in _PreviewCanvas.previews(of: views, screen: screen) {
        print(preview.name)
        print(preview.host.render(colors: terminal.colorDepth, palette: terminal.palette))
    }
}

private func previews<Provider: PreviewProvider>(of provider: Provider.Type) -> any View {
    Provider.previews
}

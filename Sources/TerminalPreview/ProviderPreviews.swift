import Foundation
import SwiftUI
import TerminalSupport

/// One source of previews in a learner's file.
public enum _FilePreview {
    /// A `PreviewProvider` type: each view of its `previews` is a preview.
    case provider(any PreviewProvider.Type)
    /// The file's `index`-th `#Preview`, registered when its top-level code reached it.
    case registered(Int)
}

extension _FilePreview {
    /// The views of `sources`, which the file's code has just run: its `#Preview`s are the last
    /// ones registered.
    public static func views(of sources: [_FilePreview]) -> [any View] {
        let registeredHere = sources.filter { if case .registered = $0 { true } else { false } }.count
        let first = _PreviewRegistry.count - registeredHere
        return sources.map { source in
            switch source {
            case .provider(let provider): previews(of: provider)
            // The file's code, and so this call, runs on the main thread.
            case .registered(let index): MainActor.assumeIsolated { _PreviewRegistry.preview(first + index) }
            }
        }
    }
}

/// Prints a file's previews as Xcode's canvas shows them, in the order they are written, each
/// under its name, on a screen the terminal's size, as `preview(_:)` proposes. `learn run` calls it
/// for a file that has no top-level code of its own.
///
/// Under `learn run --live` on a terminal, one preview is shown live instead, as `preview(_:)`
/// shows its view: the one named by `LEARN_PREVIEW` (`learn run --live --preview NAME`), else the
/// first.
public func _showPreviews(_ sources: [_FilePreview]) {
    let terminal = TerminalCapabilities.standardOutput
    let screen = CGSize(width: terminal.width, height: terminal.height)
    let previews = _PreviewCanvas.previews(of: _FilePreview.views(of: sources), screen: screen)
    if LivePreview.isRequested, !previews.isEmpty {
        let name = ProcessInfo.processInfo.environment[LiveRequest.previewVariable]
        guard let chosen = name.map({ name in previews.first { $0.name == name } }) ?? previews.first else {
            let names = previews.map { "\"\($0.name)\"" }.joined(separator: ", ")
            FileHandle.standardError.write(Data("There is no preview named \"\(name ?? "")\"; the file's previews are \(names).\n".utf8))
            exit(2)
        }
        LivePreview(host: chosen.host).runUntilTheProgramEnds()
    }
    for preview in previews {
        print(preview.name)
        print(preview.host.render(colors: terminal.colorDepth, palette: terminal.palette))
    }
}

private func previews<Provider: PreviewProvider>(of provider: Provider.Type) -> any View {
    Provider.previews
}

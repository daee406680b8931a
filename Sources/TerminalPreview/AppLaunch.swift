#if canImport(Glibc)
import Glibc
#endif
import SwiftUI

/// Runs the app `type`, as `learn run` does for a file whose `@main` type is an ``App``: on a
/// terminal, its screen full-screen and live until q, Esc or Ctrl-C (as `learn run --live`
/// shows a preview); through a pipe, its screen drawn once at the terminal's size.
public func _runApp<A: App>(_ type: A.Type) {
    let root = _AppRoot(A())
    if isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 {
        LivePreview(root).runUntilTheProgramEnds()
    }
    preview(root)
}

import Foundation
import ReplEngine
import TerminalSupport

/// How the REPL's own output looks on this standard output: escape codes and colours only on
/// a terminal that shows them (the rule of `TerminalTraits`, which the runtime's previews use too).
struct OutputStyle {
    let isTerminal: Bool
    let colors: ColorDepth
    let columns: Int
    let rows: Int

    init(environment: [String: String] = ProcessInfo.processInfo.environment, descriptor: Int32 = STDOUT_FILENO) {
        let traits = TerminalTraits.of(descriptor: descriptor, environment: environment)
        isTerminal = traits.isTerminal
        columns = traits.columns
        rows = traits.rows
        colors = traits.colors
    }

    var text: TextStyle { TextStyle(usesEscapes: colors != .none) }
}

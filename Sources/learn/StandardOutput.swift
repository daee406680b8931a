import Foundation
import TerminalSupport

/// What learn's standard output can show, by the project's one rule (`TerminalTraits`): its
/// width, and colours only on a terminal that has them.
enum StandardOutput {
    static var traits: TerminalTraits {
        TerminalTraits.of(descriptor: STDOUT_FILENO, environment: ProcessInfo.processInfo.environment)
    }
}

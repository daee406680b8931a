import Foundation
import TerminalMarkdown
import TerminalSupport

/// What learn's standard output can show, by the project's one rule (`TerminalTraits`): its
/// width, and colours only on a terminal that has them.
enum StandardOutput {
    static var traits: TerminalTraits {
        TerminalTraits.of(descriptor: STDOUT_FILENO, environment: ProcessInfo.processInfo.environment)
    }

    /// Markdown (an exercise's instructions) as this output shows it: wrapped at its width,
    /// styled where it has colours.
    static func markdown(_ text: String) -> String {
        let traits = traits
        return MarkdownRenderer(width: traits.columns, usesEscapes: traits.colors != .none).text(text)
    }

    /// Plain text (a hint, what to do next) wrapped between words at this output's width, as
    /// the Markdown is.
    static func prose(_ text: String) -> String {
        MessageWrapping(width: traits.columns).wrapped(text)
    }
}

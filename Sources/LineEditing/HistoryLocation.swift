import Foundation
import LearnerFiles

extension LineEditor {
    /// Where the REPL keeps its history: `history` in learn's state folder (``LearnPaths/state``,
    /// by default `~/.local/state/learn`). Creates the folder if it is missing.
    package static func defaultHistoryFile(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        let file = LearnPaths(environment: environment).state.appendingPathComponent("history").path
        EditHistory.createParentDirectory(of: file)
        return file
    }
}

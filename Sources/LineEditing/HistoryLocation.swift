import Foundation
import LearnerFiles

extension LineEditor {
    /// Where the REPL keeps its history: `$XDG_STATE_HOME/learn/history`, by default
    /// `~/.local/state/learn/history` (a relative `XDG_STATE_HOME` is ignored, as the XDG
    /// base directory specification says). Creates the folder if it is missing.
    public static func defaultHistoryFile(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        let state: String
        if let value = environment["XDG_STATE_HOME"], value.hasPrefix("/") {
            state = value
        } else {
            state = HomeFolder(environment: environment).path + "/.local/state"
        }
        let file = state + "/learn/history"
        EditHistory.createParentDirectory(of: file)
        return file
    }
}

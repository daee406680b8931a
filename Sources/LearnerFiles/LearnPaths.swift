import Foundation

/// Where `learn` keeps its own files, following the XDG base directory specification (a
/// relative value is ignored, as it says; the home folder is ``HomeFolder``'s). The one
/// definition of these folders: the progress file, the REPL's history and the caches all start
/// here.
package struct LearnPaths: Sendable {
    /// Progress and other data: `$XDG_DATA_HOME/learn`, by default `~/.local/share/learn`.
    package var data: URL
    /// History and other state: `$XDG_STATE_HOME/learn`, by default `~/.local/state/learn`.
    package var state: URL
    /// What learn can always make again (compiled exercises, the compiler's caches):
    /// `$XDG_CACHE_HOME/learn`, by default `~/.cache/learn`.
    package var cache: URL

    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        func base(_ variable: String, _ fallback: String) -> URL {
            if let value = environment[variable], value.hasPrefix("/") { return URL(fileURLWithPath: value) }
            return URL(fileURLWithPath: HomeFolder(environment: environment).path).appendingPathComponent(fallback)
        }
        data = base("XDG_DATA_HOME", ".local/share").appendingPathComponent("learn")
        state = base("XDG_STATE_HOME", ".local/state").appendingPathComponent("learn")
        cache = base("XDG_CACHE_HOME", ".cache").appendingPathComponent("learn")
    }
}

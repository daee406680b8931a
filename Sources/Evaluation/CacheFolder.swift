import Foundation
import LearnerFiles

/// Where learn keeps what it can always make again: `$XDG_CACHE_HOME/learn`, by default
/// `~/.cache/learn` (the XDG base directory specification; a relative value is ignored).
public struct CacheFolder: Sendable {
    public let path: String

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let configured = environment["XDG_CACHE_HOME"], configured.hasPrefix("/") {
            path = configured + "/learn"
        } else {
            path = HomeFolder(environment: environment).path + "/.cache/learn"
        }
    }

    /// The contents of the cached file `name`, or `nil` when it is missing or unreadable.
    public func read(_ name: String) -> Data? {
        FileManager.default.contents(atPath: path + "/" + name)
    }

    /// Writes the file `name` atomically, so a reader never sees half of it. A cache that
    /// cannot be written only costs time, so failures are ignored.
    public func write(_ data: Data, to name: String) {
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: path + "/" + name), options: .atomic)
    }
}

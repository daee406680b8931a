import Foundation
import LearnerFiles

/// Where learn keeps what it can always make again (``LearnPaths/cache``).
package struct CacheFolder: Sendable {
    package let path: String

    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        path = LearnPaths(environment: environment).cache.path
    }

    /// The contents of the cached file `name`, or `nil` when it is missing or unreadable.
    package func read(_ name: String) -> Data? {
        FileManager.default.contents(atPath: path + "/" + name)
    }

    /// Writes the file `name` atomically, so a reader never sees half of it. A cache that
    /// cannot be written only costs time, so failures are ignored.
    package func write(_ data: Data, to name: String) {
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try? data.write(to: URL(fileURLWithPath: path + "/" + name), options: .atomic)
    }
}

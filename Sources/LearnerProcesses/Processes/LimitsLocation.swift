import Foundation
import LearnerFiles

/// Where the `learn-limits` executable is, which starts learner programs under their limits.
package enum LimitsLocation {
    package static let executableName = "learn-limits"

    /// `$LEARN_LIMITS` if that is set, else `learn-limits` next to the running executable
    /// (SwiftPM builds it next to `learn` and the test bundles).
    package static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        guard let path = environment["LEARN_LIMITS"].flatMap({ $0.isEmpty ? nil : $0 })
            ?? RunningExecutable.url.map({ $0.deletingLastPathComponent().path + "/" + executableName })
        else { throw MissingLimitsExecutable(path: executableName) }
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw MissingLimitsExecutable(path: path)
        }
        return path
    }

    package struct MissingLimitsExecutable: Error, CustomStringConvertible {
        let path: String
        package var description: String { "there is no \(executableName) at \(path); build it with `swift build`" }
    }
}

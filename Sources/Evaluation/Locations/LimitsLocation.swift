import Foundation

/// Where the `learn-limits` executable is, which starts learner programs under their limits.
enum LimitsLocation {
    static let executableName = "learn-limits"

    /// `$LEARN_LIMITS` if that is set, else `learn-limits` next to the running executable
    /// (SwiftPM builds it next to `learn` and the test bundles).
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        let path = try environment["LEARN_LIMITS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? RuntimeLocation.executableDirectory() + "/" + executableName
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw MissingLimitsExecutable(path: path)
        }
        return path
    }

    struct MissingLimitsExecutable: Error, CustomStringConvertible {
        let path: String
        var description: String { "there is no \(executableName) at \(path); build it with `swift build`" }
    }
}

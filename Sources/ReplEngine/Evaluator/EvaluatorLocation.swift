import LearnerPrograms
import Foundation

/// Where the `learn-evaluator` executable is.
package enum EvaluatorLocation {
    static let executableName = "learn-evaluator"

    /// `$LEARN_EVALUATOR` if that is set, else `learn-evaluator` next to the running
    /// executable (SwiftPM builds it next to `learn` and the test bundles), else in the
    /// runtime's folder.
    package static func locate(
        runtime: RuntimeLocation,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String {
        if let configured = environment["LEARN_EVALUATOR"], !configured.isEmpty {
            let path = URL(fileURLWithPath: configured).standardizedFileURL.path
            guard FileManager.default.isExecutableFile(atPath: path) else { throw EvaluatorError.missing(path: path) }
            return path
        }
        let candidates = [try RuntimeLocation.executableDirectory(), runtime.directory].map {
            $0 + "/" + executableName
        }
        guard let found = candidates.first(where: FileManager.default.isExecutableFile) else {
            throw EvaluatorError.missing(path: candidates[0])
        }
        return found
    }
}

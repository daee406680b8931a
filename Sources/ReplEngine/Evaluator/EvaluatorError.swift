import LearnerProcesses
import LearnerPrograms

/// Why the evaluator process could not be started or talked to.
package enum EvaluatorError: Error, Equatable, CustomStringConvertible {
    /// No `learn-evaluator` executable where it was looked for.
    case missing(path: String)
    case couldNotCreatePipe(reason: String)
    case couldNotStart(ChildProcessError)

    package var description: String {
        switch self {
        case .missing(let path):
            "the evaluator `learn-evaluator` was not found at \(path); build it with `swift build`, or set LEARN_EVALUATOR to its path"
        case .couldNotCreatePipe(let reason):
            "could not create a pipe to the evaluator: \(reason)"
        case .couldNotStart(let error):
            "could not start the evaluator: \(error)"
        }
    }
}

import LearnerProcesses
import LearnerPrograms
import ProcessLimits

/// How an evaluation ended.
package enum EvaluationOutcome: Equatable, Sendable {
    /// It compiled and, if it had code to run, ran to the end.
    case succeeded
    /// The compiler rejected it; the result's diagnostics say why. Nothing was stored or run.
    case didNotCompile
    /// The code threw an error that nothing caught; the description of the error.
    case threwError(String)
    /// The code crashed the evaluator with this signal; `runtimeMessage` is the Swift
    /// runtime's own report when there was one, such as `Fatal error: Index out of range`.
    case crashed(signal: Int32, runtimeMessage: String?)
    /// The code ended the evaluator by calling `exit` with this status.
    case exited(status: Int32)
    /// The code was still running after this many seconds and was stopped.
    case timedOut(seconds: Double)
    /// ``ReplSession/interrupt()`` stopped it while it compiled or ran.
    case interrupted
    /// The code went over one of the evaluator's ``ReplSession/limits`` and was stopped.
    case exceeded(ResourceLimit)
    /// Something outside the learner's code failed: the compiler or the evaluator could not
    /// be started, the temporary folder could not be written. The reason, in plain words.
    case couldNotEvaluate(String)

    /// One line in plain words for the learner about what went wrong in what they just typed
    /// (or the lesson block they ran), or `nil` when there is nothing to add (success, or
    /// diagnostics already say it).
    package var message: String? {
        // The new evaluator keeps no values: variables start from their initializers again.
        let restarted = "; the session goes on with its declarations kept and its variables back at their initial values"
        switch self {
        case .succeeded, .didNotCompile:
            return nil
        case .threwError(let error):
            return "the code threw an error that nothing caught: \(error)"
        case .crashed(let signal, let runtimeMessage?):
            return "the code crashed (\(SignalDescription.name(of: signal))): \(runtimeMessage)" + restarted
        case .crashed(let signal, nil):
            return "the code \(SignalDescription.explanation(of: signal))" + restarted
        case .exited(let status):
            return "the code ended the evaluator by calling exit(\(status))" + restarted
        case .timedOut(let seconds):
            return "stopped the code after \(seconds.secondsText) s: it was still running "
                + "(an endless loop, or waiting for something that never comes?)" + restarted
        case .interrupted:
            return "stopped the code: interrupted" + restarted
        case .exceeded(let limit):
            return "stopped the code: it \(limit)" + restarted
        case .couldNotEvaluate(let reason):
            return "could not evaluate the code: \(reason)"
        }
    }
}

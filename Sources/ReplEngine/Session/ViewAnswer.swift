/// The evaluator's answer to a question about the last view it showed: its layout trace,
/// its frames, or its picture under new settings.
package enum ViewAnswer: Equatable, Sendable {
    /// The answer's text.
    case text(String)
    /// No view has been shown since the evaluator started (or since ``ReplSession/reset()``,
    /// or since code crashed it).
    case noView
    /// Answering ran the learner's code (bodies, custom layouts), which crashed, hung or was
    /// interrupted; in plain words. The session goes on.
    case failed(String)
}

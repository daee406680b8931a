/// Where the time of an evaluation went.
public struct EvaluationTiming: Equatable, Sendable {
    /// Generating and compiling the snippet library.
    public let compile: Duration
    /// Loading the library into the evaluator, running it and presenting its values (also
    /// starting the evaluator when it was not running); zero when nothing ran.
    public let run: Duration

    public init(compile: Duration, run: Duration) {
        self.compile = compile
        self.run = run
    }

    public var total: Duration { compile + run }
}

/// Where the time of an evaluation went.
package struct EvaluationTiming: Equatable, Sendable {
    /// Generating and compiling the snippet library.
    package let compile: Duration
    /// Loading the library into the evaluator, running it and presenting its values (also
    /// starting the evaluator when it was not running); zero when nothing ran.
    package let run: Duration

    package init(compile: Duration, run: Duration) {
        self.compile = compile
        self.run = run
    }

    package var total: Duration { compile + run }
}

import ArgumentParser
import Foundation

/// `--jobs N`: how many independent pieces of work (a class's submissions, the lessons'
/// chapters, the exercises an author checks) run at once. Each is mostly a compiler using one core, so the default is the
/// number of processors.
struct JobsOption: ParsableArguments {
    @Option(name: .customLong("jobs"),
            help: ArgumentHelp("How many to run at a time (submissions with --submissions, chapters for lessons check, exercises for exercises check; default: the number of processors).",
                               valueName: "count"))
    var requested: Int?

    /// The number asked for, or the number of processors.
    var count: Int { requested ?? ProcessInfo.processInfo.activeProcessorCount }

    func validate() throws {
        if let requested, requested < 1 { throw ValidationError("--jobs must be a whole number greater than 0") }
    }
}

import ArgumentParser
import Evaluation
import Foundation

/// `learn run FILE`: compile a learner's file against the runtime and run it.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compile a Swift file against the SwiftUI runtime and run it.",
        discussion: """
            The file may contain top-level code and `import SwiftUI`. Compiler errors \
            point at the file's own lines. The program runs in a separate process: its \
            output appears as it is printed, and a crash or an endless loop ends only \
            the program, with an explanation of what happened.
            """
    )

    @Argument(help: "The Swift file to run.")
    var file: String

    @Option(help: ArgumentHelp(
        "Stop the program after this many seconds (decimals allowed).", valueName: "seconds"))
    var timeout: Double = LearnerProgram.defaultTimeout

    @Flag(help: "Show the view the file passes to preview(_:) full-screen, to use with the keyboard (Tab, Enter, arrows; q leaves). No timeout applies.")
    var live = false

    func validate() throws {
        guard timeout > 0, timeout.isFinite else {
            throw ValidationError("--timeout must be a number of seconds greater than 0")
        }
    }

    func run() throws {
        let program: LearnerProgram
        let ran: LearnerRun
        do {
            program = LearnerProgram(
                file: try LearnerFile(path: file),
                toolchain: try Toolchain.locate(),
                runtime: try RuntimeLocation.locate()
            )
            ran = live
                ? try program.run(timeout: nil, environment: ["LEARN_LIVE": "1"])
                : try program.run(timeout: timeout)
        } catch {
            report("\(error)")
            throw ExitCode.badInput
        }
        if let message = ran.message(for: program.file) {
            report(message)
        }
        throw ran.outcome.isSuccess ? ExitCode.success : ExitCode.failure
    }

    private func report(_ message: String) {
        FileHandle.standardError.write(Data("learn: \(message)\n".utf8))
    }
}

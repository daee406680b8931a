import ArgumentParser
import LearnerPrograms
import Foundation
import TerminalSupport

/// `learn run FILE`: compile a learner's file against the runtime and run it.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Compile a Swift file against the SwiftUI runtime and run it.",
        discussion: """
            The file may contain top-level code and `import SwiftUI`. Compiler errors \
            point at the file's own lines. The program runs in a separate process: its \
            output appears as it is printed, and a crash or an endless loop ends only \
            the program, with an explanation of what happened. It runs in a sandbox: it \
            reads its own folder, the runtime and the toolchain, writes only a private \
            /tmp and home, sees a few of your environment variables (PATH, TERM, the \
            locale) and starts in its file's folder; it keeps the network, as your own \
            program would (`learn check` closes it). `learn doctor` says whether this \
            machine can make the sandbox.
            """
    )

    @Argument(help: "The Swift file to run.")
    var file: String

    @Option(help: ArgumentHelp(
        "Stop the program after this many seconds (decimals allowed).", valueName: "seconds"))
    var timeout: Double = LearnerProgram.defaultTimeout

    @Flag(help: "Show the view the file passes to preview(_:) (or its first preview, see --preview) full-screen, to use with the keyboard (Tab, Enter, arrows; q leaves). No timeout applies.")
    var live = false

    @Option(help: ArgumentHelp(
        "With --live, on a file of #Preview or PreviewProvider previews: the name of the preview to show (its title, or \"Preview 2\" for the second unnamed one). The first by default.",
        valueName: "name"))
    var preview: String?

    func validate() throws {
        guard timeout > 0, timeout.isFinite else {
            throw ValidationError("--timeout must be a number of seconds greater than 0")
        }
        guard preview == nil || live else {
            throw ValidationError("--preview chooses the preview to show live: use it with --live")
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
            // The program runs in a process group of its own, which may not read the terminal's
            // answer about its background: learn asks, and tells it.
            let background = TerminalBackground.of(
                environment: ProcessInfo.processInfo.environment, input: STDIN_FILENO, output: STDOUT_FILENO)
            var environment = [TerminalBackground.environmentVariable: background.rawValue]
            if live { environment[LiveRequest.liveVariable] = "1" }
            if let preview { environment[LiveRequest.previewVariable] = preview }
            ran = try program.run(timeout: live ? nil : timeout, environment: environment)
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

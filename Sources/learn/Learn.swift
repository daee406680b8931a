import ArgumentParser
import Foundation
import LearnerFiles

/// The `learn` command. Each task is a subcommand in a file of its own; this type only
/// lists them and keeps the exit codes to the project's contract.
@main
struct Learn: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "learn",
        abstract: "Learn SwiftUI in the terminal.",
        discussion: """
            Exit status: 0 on success, 1 when a learner's program or a check failed, \
            2 for bad usage or input.
            """,
        subcommands: [
            Chapter.self, Run.self, List.self, LessonsCommand.self,
            CheckCommand.self, ExercisesCommand.self, HintCommand.self, ResetCommand.self, SolutionCommand.self, WatchCommand.self,
            PreviewCommand.self, DoctorCommand.self,
        ],
        defaultSubcommand: Chapter.self
    )

    /// ArgumentParser's own `main()`, except that usage errors exit with 2 rather than
    /// ArgumentParser's 64 (EX_USAGE), as the exit code contract says, and that a command runs
    /// only with a usable home folder, which every path learn writes to may be made from.
    static func main() {
        do {
            var command = try parseAsRoot()
            guard HomeFolder(environment: ProcessInfo.processInfo.environment, accountHome: HomeFolder.accountHome()) != nil else {
                FileHandle.standardError.write(Data("learn: \(HomeFolder.missing)\n".utf8))
                exit(withError: ExitCode.badInput)
            }
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            exit(withError: ExitCode.badInput)
        }
    }
}

extension ExitCode {
    /// The command line or the input it names is wrong, or learn's setup is incomplete.
    static let badInput = ExitCode(2)
}

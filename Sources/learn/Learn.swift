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
            ChapterCommand.self, ProjectCommand.self, ProjectsCommand.self, RunCommand.self, ListCommand.self, LessonsCommand.self,
            CheckCommand.self, ExercisesCommand.self, HintCommand.self, ResetCommand.self, SolutionCommand.self, WatchCommand.self,
            PreviewCommand.self, DoctorCommand.self,
        ],
        defaultSubcommand: ChapterCommand.self
    )

    /// ArgumentParser's own `main()`, except that usage errors exit with 2 rather than
    /// ArgumentParser's 64 (EX_USAGE), as the exit code contract says, and a command's own
    /// `ValidationError` says only `learn: what was wrong`, without the usage; that a command runs
    /// only with a usable home folder, which every path learn writes to may be made from, and
    /// that `learn check merge` is found here: ArgumentParser reads a command's own positional
    /// argument (check's exercise id) before its subcommands, so `merge` would be taken for an id.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.starts(with: ["check", "merge"]) { run(MergeCommand.self, Array(arguments.dropFirst(2))) }
        run(Learn.self, arguments)
    }

    private static func run(_ type: any ParsableCommand.Type, _ arguments: [String]) -> Never {
        do {
            var command = try type.parseAsRoot(arguments)
            guard HomeFolder(environment: ProcessInfo.processInfo.environment, accountHome: HomeFolder.accountHome()) != nil else {
                FileHandle.standardError.write(Data("learn: \(HomeFolder.missing)\n".utf8))
                exit(withError: ExitCode.badInput)
            }
            do {
                try command.run()
            } catch let error as ValidationError {
                // Thrown once the command line was read: what it named (a chapter, an exercise,
                // a file) is wrong, not how it was written, so the usage would only bury the answer.
                FileHandle.standardError.write(Data("learn: \(error.message)\n".utf8))
                exit(withError: ExitCode.badInput)
            }
            type.exit()
        } catch {
            guard type.exitCode(for: error) == .validationFailure else { type.exit(withError: error) }
            FileHandle.standardError.write(Data((type.fullMessage(for: error) + "\n").utf8))
            type.exit(withError: ExitCode.badInput)
        }
    }
}

extension ExitCode {
    /// The command line or the input it names is wrong, or learn's setup is incomplete.
    static let badInput = ExitCode(2)
}

import ArgumentParser
import Foundation
import Grading

extension ReportFormat: ExpressibleByArgument {}

/// `learn check merge SUMMARY...`: joins the JSON summaries of a class's shards (each what
/// `learn check ID --submissions FOLDER --shard K/N --json` printed, saved to a file) into the
/// summary of the whole class.
struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Not a subcommand of check's (see `Learn.main`), so its name is the whole command.
        commandName: "learn check merge",
        abstract: "Join the JSON summaries of a class's shards into one summary.",
        discussion: """
            Each SUMMARY is a file holding what `learn check ID --submissions FOLDER --shard K/N \
            --json` printed. The summaries must be of one exercise and of one split into N \
            shards, every shard's once; no submission may be in two of them. Prints the summary \
            of the whole class, in name order with its totals, as --submissions --json does. \
            Exit status: 0 when every submission passes, 1 when one does not, 2 when the \
            summaries cannot be read or merged.
            """
    )

    @Argument(help: ArgumentHelp("The JSON summaries of the shards.", valueName: "summary"))
    var summaries: [String] = []

    func validate() throws {
        if summaries.isEmpty { throw ValidationError("give the JSON summaries of the shards to merge") }
    }

    func run() throws {
        let read = try summaries.map { path in
            guard let data = FileManager.default.contents(atPath: path) else { throw ValidationError("\(path) cannot be read") }
            guard let summary = try? ResultJSON.summary(from: data) else {
                throw ValidationError("\(path) is not the JSON summary of a class (what learn check ID --submissions FOLDER --json prints)")
            }
            return (name: path, summary: summary)
        }
        let merged: SubmissionSummary
        do {
            merged = try SubmissionSummary.merging(read)
        } catch {
            throw ValidationError("\(error)")
        }
        print(ResultJSON.text(for: merged))
        if merged.submissions.contains(where: { $0.status != .pass }) { throw ExitCode.failure }
    }
}

import ArgumentParser
import Foundation
import Grading
import LearnerFiles

extension CheckCommand {
    /// `learn check ID --submissions FOLDER`: checks a class's submissions and prints the summary.
    func checkSubmissions(in folder: String, of id: String) throws {
        let course = CourseExercises()
        let exercise = try course.exercise(id)
        let folderURL = URL(fileURLWithPath: folder).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folderURL.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("--submissions \(folder) is not a folder")
        }
        let learn = RunningExecutable.url ?? URL(fileURLWithPath: CommandLine.arguments[0])
        // Plain, as the submissions' `--json` checks are: the reference run is theirs too.
        let batch = SubmissionBatch(
            exercise: exercise, grader: try CourseExercises.grader(timeout: timeout, plain: true), learn: learn,
            reports: URL(fileURLWithPath: reports).standardizedFileURL, jobs: jobs.count,
            format: reportFormat ?? .json, shard: shard.flatMap(Shard.init))
        let summary: SubmissionSummary
        do {
            summary = try batch.grade(folder: folderURL)
        } catch let interruption as GradingInterrupted {
            interruption.exitBySignal()
        } catch {
            CourseExercises.report("\(error)")
            throw ExitCode.badInput
        }
        // `validate()` refused the formats that cannot summarise a class.
        print(reportFormat.flatMap { $0.text(for: summary) } ?? text(for: summary))
        if summary.submissions.contains(where: { $0.status != .pass }) { throw ExitCode.failure }
    }

    /// One line per submission (its status, then the first line of its verdict), and the totals.
    private func text(for summary: SubmissionSummary) -> String {
        let lines = summary.submissions.map { result in
            let status = result.status.rawValue.padding(toLength: 6, withPad: " ", startingAt: 0)
            let verdict = result.message.prefix { $0 != "\n" }
            return "\(status) \(result.name): \(verdict)"
        }
        let counts = summary.counts
        let part = summary.shard.map { "shard \($0): " } ?? ""
        let totals = "\(part)\(counts.passed) of \(counts.total) submissions pass, \(counts.failed) fail, "
            + "\(counts.errors) could not be graded; the JSON reports are in \(reports)"
        return (lines + [totals]).joined(separator: "\n")
    }
}

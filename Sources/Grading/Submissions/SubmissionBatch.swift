import Dispatch
import LearnerProcesses
import LearnerPrograms
import Foundation

/// Grades a class's submissions to one exercise (`learn check ID --submissions FOLDER`): the
/// reference solution once (kept in the ``ReferenceCache``), then each submission in a
/// `learn check ID --file FILE --json` process of its own, up to `jobs` at a time, each
/// process's result kept as the submission's report, `<name>.json` in `reports` (or
/// `<name>.xml`, in another ``ReportFormat``). With a ``Shard``, only the submissions in it.
///
/// A process of its own per submission means that nothing one submission does (a compile
/// error, a crash, an endless loop, a memory hog, or a fault of learn's own while grading it)
/// stops the others: the worst is an `error` for that submission.
package struct SubmissionBatch: Sendable {
    package let exercise: Exercise
    /// Grades the reference; a plain one (no colours), as the `--json` checks of the submissions are.
    package let grader: Grader
    /// The `learn` executable that checks each submission.
    package let learn: URL
    /// Where each submission's report is written.
    package let reports: URL
    /// How many submissions are checked at a time.
    package let jobs: Int
    /// The form of each report; a format that cannot summarise a class is not for a batch.
    package let format: ReportFormat
    /// The part of the class to check; all of it when `nil`.
    package let shard: Shard?

    package init(exercise: Exercise, grader: Grader, learn: URL, reports: URL, jobs: Int, format: ReportFormat = .json, shard: Shard? = nil) {
        self.exercise = exercise
        self.grader = grader
        self.learn = learn
        self.reports = reports
        self.jobs = jobs
        self.format = format
        self.shard = shard
    }

    /// A class's folder with no submissions in it.
    package struct NoSubmissions: Error, CustomStringConvertible {
        package let folder: URL
        package var description: String { "\(folder.path) has no submissions: no .swift files and no folders" }
    }

    /// Seconds a submission's check may take in all before it is stopped: its compile, and
    /// its scenario program's runs (each stopped at the grader's timeout, plus grace).
    var deadline: Double { 60 + 2 * (grader.timeout + 5) }

    /// Grades every submission in `folder` (see ``Submission``), or those in the shard, in name
    /// order. A shard may have none (a class of two in three shards); the summary is then empty.
    /// - Throws: ``NoSubmissions`` when the folder has none; ``GradingInterrupted`` when learn
    ///   is asked to stop (the checks running are stopped); an error when the folder cannot be
    ///   listed, the reports folder not made, or a check not started.
    package func grade(folder: URL) throws -> SubmissionSummary {
        let all = try Submission.all(in: folder, for: exercise)
        guard !all.isEmpty else { throw NoSubmissions(folder: folder) }
        let submissions = all.indices.filter { shard?.includes(position: $0) ?? true }.map { all[$0] }
        return SubmissionSummary(exercise: exercise.id, shard: shard, submissions: try grade(submissions))
    }

    private func grade(_ submissions: [Submission]) throws -> [SubmissionResult] {
        guard !submissions.isEmpty else { return [] }
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        // Run once here, the reference is in the cache for every check below; an exercise
        // that cannot be graded is reported for each submission without checking any.
        if case .failure(let broken) = try grader.reference(for: exercise) {
            return try submissions.map { try report(broken.result(for: exercise), for: $0) }
        }
        let signals = TerminationSignals()
        let checks = ConcurrentChecks(count: submissions.count)
        let group = DispatchGroup()
        for _ in 0..<max(1, min(jobs, submissions.count)) {
            DispatchQueue.global().async(group: group) {
                while let index = checks.next() {
                    checks.store(index, Result { try check(submissions[index], stopRequest: checks.stopRequest) })
                }
            }
        }
        while group.wait(timeout: .now() + .milliseconds(5)) == .timedOut {
            if let signal = signals.received { checks.requestStop(signal) }
        }
        if let signal = checks.stopRequest() { throw GradingInterrupted(signal: signal) }
        return try checks.results()
    }

    /// Checks one submission in a `learn check` process and reads back its report, or writes
    /// one saying why there is none.
    private func check(_ submission: Submission, stopRequest: () -> Int32?) throws -> SubmissionResult {
        let file: URL
        switch submission.file {
        case .success(let found): file = found
        case .failure(let missing):
            return try report(.unrun(exercise, message: missing.problem, scenarioMessage: "not run: there is no file to check"), for: submission)
        }
        // The check's output goes to a private folder of the batch's, never to the reports: the
        // batch reads it, and writes the report itself once it reads as one.
        let workspace = try Workspace(prefix: "learn-batch")
        let outputFile = workspace.file("report.json")
        let errorsFile = workspace.file("errors.txt")
        var process = ChildProcess(
            executable: learn.path,
            arguments: ["learn", "check", exercise.id, "--file", file.path, "--json", "--timeout", "\(grader.timeout)"],
            environment: ProcessInfo.processInfo.environment,
            streams: .recorded(output: outputFile, errors: errorsFile)
        )
        // learn stops the compiler and scenario program it runs when it gets SIGTERM.
        process.stopping = .askingFirst(grace: 5)
        let ended = switch try process.run(timeout: deadline, stopRequest: stopRequest) {
        case .timedOut, .interrupted: false
        case .exited, .signaled, .exceeded: true
        }
        if let output = FileManager.default.contents(atPath: outputFile), let result = try? ResultJSON.result(from: output) {
            // In JSON, the report is what the check printed, byte for byte.
            return try report(result, for: submission, json: output)
        }
        let said = (try? String(contentsOfFile: errorsFile, encoding: .utf8))?
            .split(separator: "\n").map { $0.hasPrefix("learn: ") ? $0.dropFirst("learn: ".count) : $0 }
            .joined(separator: "\n") ?? ""
        let problem = ended ? "learn could not check \(file.lastPathComponent)" + (said.isEmpty ? "" : ": \(said)")
            : "learn stopped checking \(file.lastPathComponent) after \(deadline.pointsText) s"
        return try report(.unrun(exercise, message: problem, scenarioMessage: "not run: the file could not be checked"), for: submission)
    }

    /// Writes `result` as the submission's report, as `learn check --file F --format FORMAT`
    /// would have printed it (`json`, when given, as the JSON report).
    private func report(_ result: ExerciseResult, for submission: Submission, json: Data? = nil) throws -> SubmissionResult {
        let reportFile = reports.appendingPathComponent(submission.name + "." + format.fileExtension)
        let data = (format == .json ? json : nil) ?? Data((format.text(for: result) + "\n").utf8)
        try data.write(to: reportFile, options: .atomic)
        let file = try? submission.file.get().path
        return SubmissionResult(name: submission.name, file: file, result: result, report: reportFile.path)
    }
}

/// The results of checks running on several threads, the next submission to check, and the
/// stop request they share.
private final class ConcurrentChecks: @unchecked Sendable {
    private let lock = NSLock()
    private var finished: [Result<SubmissionResult, any Error>?]
    private var taken = 0
    private var stopSignal: Int32?

    init(count: Int) {
        finished = Array(repeating: nil, count: count)
    }

    /// The index of the next submission to check, or `nil` when all are taken or a stop was requested.
    func next() -> Int? {
        lock.withLock {
            guard stopSignal == nil, taken < finished.count else { return nil }
            taken += 1
            return taken - 1
        }
    }

    func store(_ index: Int, _ result: Result<SubmissionResult, any Error>) {
        lock.withLock { finished[index] = result }
    }

    func requestStop(_ signal: Int32) {
        lock.withLock { stopSignal = signal }
    }

    func stopRequest() -> Int32? {
        lock.withLock { stopSignal }
    }

    /// Every result, once all are stored; the first error, if any check threw.
    func results() throws -> [SubmissionResult] {
        try lock.withLock { finished }.map { try $0!.get() }
    }
}

import LearnerPrograms
import Foundation
import ScenarioRecords
import ProcessLimits
import TerminalSupport

/// Runs a built scenario program over every scenario of an exercise.
///
/// When the program crashes in a scenario, the scenarios after it are run again in a new
/// process, so that one crash does not hide what the others draw. After a timeout the rest
/// are not run: they would most likely hang too, each for the whole timeout.
struct ScenarioExecution {
    let executable: HarnessedExecutable
    let file: LearnerFile
    let setups: [ScenarioSetup]
    /// Seconds each run of the program may take.
    let timeout: Double
    let pictureColors: ColorDepth
    /// The background of the terminal the pictures are shown in, which the program is told.
    let pictureBackground: TerminalBackground
    /// Where the program's `Image("name")` finds pictures: the exercise's `assets` folder.
    let imageFolder: String
    let limits: ResourceLimits

    /// One outcome per scenario, in order.
    /// - Throws: ``GradingInterrupted`` when learn was asked to stop, or an error starting the program.
    func run() throws -> [ScenarioOutcome] {
        let setupsFile = executable.path(for: "setups.json")
        try JSONEncoder().encode(setups).write(to: URL(fileURLWithPath: setupsFile))
        var outcomes: [Int: ScenarioOutcome] = [:]
        var first = 0
        while first < setups.count {
            let arguments = ScenarioProgramArguments(
                setupsFile: setupsFile, recordsFile: executable.path(for: Self.recordsFile), firstScenario: first, timeout: timeout,
                pictureColors: pictureColors, imageFolder: imageFolder)
            // The program stops itself at `timeout`, after printing where it was; this limit
            // is for a program that cannot. It writes only its records, and reads the pictures.
            let run = try executable.run(
                arguments: arguments.arguments, timeout: timeout + Self.grace,
                environment: [TerminalBackground.environmentVariable: pictureBackground.rawValue], limits: limits,
                readable: FileManager.default.fileExists(atPath: imageFolder) ? [imageFolder] : [], writable: [Self.recordsFile])
            if case .interrupted(let signal) = run.outcome { throw GradingInterrupted(signal: signal) }
            var begun: [Int] = []
            var ranTooLong: Double?
            for line in records(in: arguments.recordsFile) {
                switch line {
                case .began(let scenario): begun.append(scenario)
                case .drew(let scenario, let drawing): outcomes[scenario] = .drew(drawing)
                case .ranTooLong(let seconds): ranTooLong = seconds
                }
            }
            guard let failure = ProgramFailure(run, ranTooLong: ranTooLong) else { break }
            // The last scenario begun and not drawn is the one the program ended in.
            guard let culprit = begun.last(where: { outcomes[$0] == nil }) else {
                for index in first..<setups.count { outcomes[index] = .notRun(after: failure, inScenario: nil) }
                break
            }
            outcomes[culprit] = .failed(failure)
            first = culprit + 1
            if failure.timedOut {
                for index in first..<setups.count { outcomes[index] = .notRun(after: failure, inScenario: culprit) }
                break
            }
        }
        return setups.indices.map { outcomes[$0] ?? .notRun(after: Self.missing, inScenario: nil) }
    }

    /// The file in the program's folder where it writes what each scenario drew.
    private static let recordsFile = "records.jsonl"

    /// Seconds the program gets after its own time is up to print its backtrace and stop.
    private static let grace: Double = 5

    /// A program that exits with status 0 yet skipped a scenario (it should never happen).
    private static let missing = ProgramFailure(explanation: "ended without running it")

    private func records(in file: String) -> [ScenarioProgramLine] {
        guard let data = FileManager.default.contents(atPath: file) else { return [] }
        let decoder = JSONDecoder()
        return data.split(separator: UInt8(ascii: "\n")).compactMap { try? decoder.decode(ScenarioProgramLine.self, from: Data($0)) }
    }
}

/// learn was asked to stop (Ctrl-C) while grading, and stopped the program it was running.
package struct GradingInterrupted: Error, Sendable {
    /// The signal that asked learn to stop.
    package let signal: Int32
}

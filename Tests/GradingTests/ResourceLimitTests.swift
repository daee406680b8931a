import LearnerPrograms
import ProcessLimits
import XCTest
@testable import Grading

/// Submissions that are not to be trusted, graded under small limits (the same `ResourceLimits`
/// as a real check, made small so that each test is quick): each misbehaves in the scenario
/// with a count of 12 ("between two letters"), is stopped there with its own message, and the
/// scenarios after it are still graded; the grader goes on to grade the next submission.
final class ResourceLimitTests: XCTestCase {
    private static let mebibyte: UInt64 = 1 << 20
    /// Well above what a scenario program needs (its runtime and Foundation take a few hundred
    /// MiB of address space), well below the machine's memory.
    private static let small = ResourceLimits(
        memoryBytes: 1024 * mebibyte, processorSeconds: 30, processes: 16, fileBytes: 1 * mebibyte,
        outputBytes: mebibyte / 4, isolated: true)

    private func grade(_ learner: String, limits: ResourceLimits = small) throws -> ExerciseResult {
        let grader = Grader(toolchain: try Toolchain.locate(), runtime: try RuntimeLocation.locate(), limits: limits)
        return try grader.grade(try GradingFixtures.tally(), file: try GradingFixtures.learnerFile(learner))
    }

    /// Checks that only scenario 2 failed, with a message that starts with `message`.
    private func assertStoppedInTheSecondScenario(_ result: ExerciseResult, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.scenarios.map(\.status), [.pass, .error, .pass, .pass], result.message, file: file, line: line)
        XCTAssertTrue(result.scenarios[1].message.hasPrefix(message), result.scenarios[1].message, file: file, line: line)
    }

    func testAMemoryHogIsStoppedAtTheMemoryLimit() throws {
        assertStoppedInTheSecondScenario(try grade("hogs-memory-at-twelve"),
            "your code was stopped: it used more than 1 GiB of memory, the most a learner's program may use")
    }

    /// `RLIMIT_CPU` sends SIGXCPU after that much processor time (setrlimit(2)).
    func testAnEndlessLoopIsStoppedAtTheProcessorTimeLimit() throws {
        var limits = Self.small
        limits.processorSeconds = 1
        assertStoppedInTheSecondScenario(try grade("loops-at-twelve", limits: limits),
            "your code was stopped: it used more than 1 s of processor time")
    }

    func testAForkBombIsStoppedAtTheProcessLimit() throws {
        assertStoppedInTheSecondScenario(try grade("forks-at-twelve"),
            "your code was stopped: it started more than 16 processes or threads")
    }

    /// `RLIMIT_FSIZE` sends SIGXFSZ to a write past it (setrlimit(2)).
    func testADiskFillerIsStoppedAtTheFileSizeLimit() throws {
        assertStoppedInTheSecondScenario(try grade("fills-the-disk-at-twelve"),
            "your code was stopped: it wrote a file larger than 1 MiB")
    }

    func testEndlessOutputIsStoppedAtTheOutputLimit() throws {
        assertStoppedInTheSecondScenario(try grade("prints-at-twelve"),
            "your code was stopped: it printed more than 256 KiB")
    }

    func testAnInternetSocketIsStoppedAndTheNextSubmissionIsGraded() throws {
        assertStoppedInTheSecondScenario(try grade("connects-at-twelve"),
            "your code was stopped: it tried to use the network")
        XCTAssertEqual(try grade("correct-written-differently").status, .pass)
    }
}

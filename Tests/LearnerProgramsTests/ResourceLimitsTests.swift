import Foundation
import LearnerProcesses
import ProcessLimits
import XCTest

/// How learn hands the limits to `learn-limits`, and how a limit is named.
final class ResourceLimitsTests: XCTestCase {
    func testArgumentsReadBackAsTheSameLimits() {
        for limits in [ResourceLimits.learnerProgram, .evaluator, .grading] {
            XCTAssertEqual(ResourceLimits(arguments: limits.arguments[...]), limits)
        }
    }

    func testArgumentsThatAreNotLimitsAreRefused() {
        XCTAssertNil(ResourceLimits(arguments: ["2048", "60", "256", "1", "1", "shared"]))
        XCTAssertNil(ResourceLimits(arguments: ["lots", "60", "256", "1", "1", "shared", "--"]))
        XCTAssertNil(ResourceLimits(arguments: ["2048", "60", "256", "1", "1", "sealed", "--"]))
    }

    /// Sizes are named in the largest binary unit that divides them.
    func testLimitsAreNamedInWholeUnits() {
        XCTAssertTrue(ResourceLimit.memory(bytes: 2 << 30).description.hasPrefix("used more than 2 GiB of memory"))
        XCTAssertTrue(ResourceLimit.output(bytes: 256 << 10).description.hasPrefix("printed more than 256 KiB"))
        XCTAssertTrue(ResourceLimit.fileSize(bytes: 1000).description.hasPrefix("wrote a file larger than 1000 bytes"))
    }

    /// A program with a SIGXCPU handler may die another way once over its processor time: the
    /// compiler's crash handler, interrupted inside malloc, aborts (seen in CI). The time it used
    /// (from `wait4`) still names the limit; a quick abort is not blamed on it.
    func testAnAbortAfterTheProcessorTimeLimitIsNamedAsThatLimit() {
        var limits = ResourceLimits.compiler
        limits.processorSeconds = 1
        var usage = rusage()
        usage.ru_utime.tv_sec = 1
        usage.ru_stime.tv_usec = 20_000
        XCTAssertEqual(limits.exceeded(by: .signaled(SIGABRT), usage: usage, processes: 1, output: nil), .processorTime(seconds: 1))
        usage.ru_utime.tv_sec = 0
        XCTAssertNil(limits.exceeded(by: .signaled(SIGABRT), usage: usage, processes: 1, output: nil))
    }
}

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
}

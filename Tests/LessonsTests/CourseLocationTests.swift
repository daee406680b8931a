import Foundation
import XCTest
@testable import Lessons

/// Where learn finds its course: beside a built checkout, in an install's `share/learn/course`,
/// or an instructor's own folder (issue 30).
final class CourseLocationTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("course-location-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: root)
    }

    private func make(_ folders: String...) throws {
        for folder in folders {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
    }

    /// `.build/x86_64-unknown-linux-gnu/debug/learn` in a checkout: the course is three folders up.
    func testABuiltCheckoutHoldsItsCourse() throws {
        try make("checkout/Lessons", "checkout/Exercises", "checkout/.build/debug")
        let executable = root.appendingPathComponent("checkout/.build/debug/learn")
        XCTAssertEqual(CourseLocation.folder(holding: "Lessons", environment: [:], executable: executable)?.lastPathComponent, "checkout")
        XCTAssertEqual(CourseLocation.folder(holding: "Exercises", environment: [:], executable: executable)?.lastPathComponent, "checkout")
    }

    /// `PREFIX/lib/learn/learn`, as `install.sh` lays it out, reached through `PREFIX/bin/learn`.
    func testAnInstallFindsItsCourseUnderItsPrefix() throws {
        try make("prefix/lib/learn", "prefix/bin", "prefix/share/learn/course/Lessons", "prefix/share/learn/course/Exercises")
        let executable = root.appendingPathComponent("prefix/lib/learn/learn")
        _ = FileManager.default.createFile(atPath: executable.path, contents: nil)
        let link = root.appendingPathComponent("prefix/bin/learn")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: executable)
        let found = CourseLocation.folder(holding: "Lessons", environment: [:], executable: link)
        XCTAssertEqual(found?.resolvingSymlinksInPath().path, root.appendingPathComponent("prefix/share/learn/course").resolvingSymlinksInPath().path)
    }

    /// An instructor's course replaces the built-in one; without lessons of its own, the built-in
    /// lessons stay.
    func testAnInstructorsCourseReplacesTheBuiltInOne() throws {
        try make("checkout/Lessons", "checkout/Exercises", "checkout/.build/debug", "mine/Exercises")
        let executable = root.appendingPathComponent("checkout/.build/debug/learn")
        let environment = ["LEARN_COURSE_DIR": root.appendingPathComponent("mine").path]
        XCTAssertEqual(CourseLocation.folder(holding: "Exercises", environment: environment, executable: executable)?.lastPathComponent, "mine")
        XCTAssertEqual(CourseLocation.folder(holding: "Lessons", environment: environment, executable: executable)?.lastPathComponent, "checkout")
        try make("mine/Lessons")
        XCTAssertEqual(CourseLocation.folder(holding: "Lessons", environment: environment, executable: executable)?.lastPathComponent, "mine")
    }

    func testNoCourseIsNil() throws {
        try make("lonely")
        XCTAssertNil(CourseLocation.folder(holding: "Lessons", environment: [:], executable: root.appendingPathComponent("lonely/learn")))
    }
}

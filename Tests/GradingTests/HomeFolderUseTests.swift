import Foundation
import XCTest
@testable import Grading

/// The learner's copies follow the one home-folder rule, and `learn` without a usable home
/// says so and stops before writing anything.
final class HomeFolderUseTests: XCTestCase {
    func testAnEmptyOrRelativeHomeIsTheAccountsHomeForTheCopies() throws {
        let account = try XCTUnwrap(getpwuid(getuid()).map { String(cString: $0.pointee.pw_dir) })
        for home in ["", "ada"] {
            XCTAssertEqual(LearnerCopies.locate(environment: ["HOME": home]).folder.path, account + "/learn-exercises", home)
        }
    }

    /// Run as a user the password database does not know, with `HOME` empty: there is no home
    /// to make `~/learn-exercises` in, so learn exits with status 2 and writes nothing.
    func testWithoutAUsableHomeLearnSaysSoAndExitsWithStatusTwo() throws {
        let setpriv = "/usr/bin/setpriv"
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: setpriv) else {
            throw XCTSkip("running learn as a user without an account needs root and setpriv")
        }
        let stranger = (60_000..<65_000).first { getpwuid(uid_t($0)) == nil } ?? 0
        let folder = try TemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.url) }
        let errors = folder.url.appendingPathComponent(".stderr")
        try Data().write(to: errors)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: setpriv)
        process.arguments = ["--reuid=\(stranger)", "--regid=\(stranger)", "--clear-groups", try LearnCommand.executable().path, "exercises", "badge"]
        var environment = ProcessInfo.processInfo.environment
        for name in ["LEARN_EXERCISES_DIR", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "LEARN_RUNTIME_DIR"] {
            environment[name] = nil
        }
        environment["HOME"] = ""
        environment["LEARN_COURSE_DIR"] = GradingFixtures.course.root.path
        process.environment = environment
        process.currentDirectoryURL = folder.url
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        let message = try String(contentsOf: errors, encoding: .utf8)
        XCTAssertEqual(process.terminationStatus, 2, message)
        XCTAssertTrue(message.hasPrefix("learn: learn cannot tell where your home folder is: HOME is unset, empty or not an absolute path"), message)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), [".stderr"], "nothing was written")
    }
}

import Foundation
import LearnTestSupport
import LearnerProcesses
import ProcessLimits
import XCTest
@testable import LearnerPrograms
@testable import Grading

/// Submissions written as a hostile student would write them (issue 24), each checked with the
/// built `learn check tally --file F --json`, as a grader runs it, with a cache, a course and a
/// home of the test's own. Every attack would succeed if the scenario program ran with learn's
/// rights (each did, before the sandbox); each test asserts it is held, and that an honest
/// submission checked beside it still passes. The attacks run as top-level code, which a
/// scenario program runs before its first scenario.
final class SandboxAttackTests: XCTestCase {
    private var learn: LearnCommand!
    /// A copy of the test course, so that an attack that got through could not spoil the fixtures.
    private var course: TemporaryFolder!

    override func setUpWithError() throws {
        try XCTSkipIf(SandboxTool.current.bubblewrap == nil, "no sandbox on this machine: \(SandboxTool.current.summary)")
        course = try TemporaryFolder()
        learn = try LearnCommand(course: try GradingFixtures.copyOfCourse(in: course))
    }

    /// Checks `source` as the learner's file, and returns the report's status and messages.
    private func check(
        _ source: String, environment: [String: String] = [:], timeout: Int = 5
    ) throws -> (status: String, messages: String) {
        let file = try learn.home.write("attack/Tally.swift", source)
        // A cache of the test's own (not the tests' shared one): attacks aim at it.
        let ownCache = ["XDG_CACHE_HOME": learn.home.url.appendingPathComponent(".cache").path]
        let result = try learn.run(["check", "tally", "--file", file.path, "--json", "--timeout", "\(timeout)"],
                                   environment: ownCache.merging(environment) { $1 })
        let report = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any], result.standardError)
        let scenarios = report["scenarios"] as? [[String: Any]] ?? []
        let messages = ([report["message"]] + scenarios.map { $0["message"] }).compactMap { $0 as? String }.joined(separator: "\n")
        return (report["status"] as? String ?? "", messages)
    }

    /// The honest submission, checked after an attack: the grader still grades correctly.
    private func assertHonestSubmissionPasses(file: StaticString = #filePath, line: UInt = #line) throws {
        let honest = try String(contentsOf: GradingFixtures.folder.appendingPathComponent("learner/correct-written-differently.swift"), encoding: .utf8)
        XCTAssertEqual(try check(honest).status, "pass", file: file, line: line)
    }

    /// A view that draws something other than the reference, for attacks that fall through.
    private static let wrongView = """
        struct Tally: View {
            var count: Int
            var body: some View { Text("forged") }
        }
        """

    /// Before: the reference run's records lay in a shared `/tmp/learn-check-*` folder while the
    /// learner's program ran, and copying them over its own and exiting graded `pass`.
    func testTheReferenceRunsRecordsCannotBeCopied() throws {
        let attack = """
            import Foundation
            import SwiftUI
            let copied: Bool = {
                let mine = CommandLine.arguments[2]
                for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/tmp")) ?? [] where entry.hasPrefix("learn-check-") {
                    let theirs = "/tmp/" + entry + "/records.jsonl"
                    guard theirs != mine, let data = FileManager.default.contents(atPath: theirs), !data.isEmpty else { continue }
                    let handle = FileHandle(forWritingAtPath: mine)
                    handle?.write(data)
                    exit(0)
                }
                return false
            }()
            \(Self.wrongView)
            """
        // No reference cache yet, so the reference runs in the same check, before the learner's program.
        let verdict = try check(attack)
        XCTAssertEqual(verdict.status, "fail", verdict.messages)
        try assertHonestSubmissionPasses()
    }

    /// Before: the program read `reference-tally.json` in learn's cache folder and wrote its
    /// drawings as its own; or rewrote it (or the compiler's recipe, or the course's solution)
    /// so that later checks went wrong.
    func testTheCachesAndTheCourseCanNeitherBeReadNorChanged() throws {
        try assertHonestSubmissionPasses()  // fills the reference cache
        let cache = learn.home.url.appendingPathComponent(".cache/learn")
        let solution = learn.course.root.appendingPathComponent("Solutions/chapter1/tally.swift")
        let targets = [cache.appendingPathComponent("reference-tally.json"), cache.appendingPathComponent("direct-build-recipe.json"), solution]
        let before = try targets.map { try Data(contentsOf: $0) }
        let attack = """
            import Foundation
            import SwiftUI
            let attempts: String = {
                [\(targets.map { "\"\($0.path)\"" }.joined(separator: ", "))].map { path in
                    let read = FileManager.default.contents(atPath: path) != nil
                    let written = (try? Data("spoiled".utf8).write(to: URL(fileURLWithPath: path))) != nil
                    return "read \\(read) written \\(written)"
                }.joined(separator: ", ")
            }()
            struct Tally: View {
                var count: Int
                var body: some View {
                    fatalError("attempts: " + attempts)
                }
            }
            """
        let verdict = try check(attack)
        XCTAssertEqual(verdict.status, "error")
        XCTAssertTrue(verdict.messages.contains("attempts: read false written false, read false written false, read false written false"),
                      verdict.messages)
        XCTAssertEqual(try targets.map { try Data(contentsOf: $0) }, before, "a file the program may not touch changed")
        try assertHonestSubmissionPasses()
    }

    /// Before: a failure message carried whatever the program put in it, such as the reference
    /// solution, which `learn solution` shows only after a pass, or a secret of the grader's
    /// environment. Now the program can read neither, and its message is cut.
    func testAFailureMessageCarriesNeitherTheSolutionNorTheGradersSecretsNorAFile() throws {
        let solution = learn.course.root.appendingPathComponent("Solutions/chapter1/tally.swift").path
        let attack = """
            import Foundation
            import SwiftUI
            let leak = (try? String(contentsOfFile: "\(solution)", encoding: .utf8)) ?? "unreadable"
            let secret = ProcessInfo.processInfo.environment["GRADER_TOKEN"] ?? "unset"
            struct Tally: View {
                var count: Int
                var body: some View {
                    fatalError("solution: \\(leak) token: \\(secret) " + String(repeating: "x", count: 5_000))
                }
            }
            """
        let verdict = try check(attack, environment: ["GRADER_TOKEN": "s3cret-grader-token"])
        XCTAssertEqual(verdict.status, "error")
        XCTAssertTrue(verdict.messages.contains("solution: unreadable token: unset"), verdict.messages)
        XCTAssertFalse(verdict.messages.contains(String(repeating: "x", count: HarnessedRun.longestRuntimeMessage)), "the message was not cut")
    }

    /// Before: a daemon (`setsid` after a fork) outlived the check and could rewrite reports
    /// later. Now it dies with the sandbox's PID namespace when the program ends.
    func testNothingTheProgramStartsOutlivesTheCheck() throws {
        let name = NamedProcesses.uniqueName()
        let attack = """
            import Glibc
            import SwiftUI
            let daemon: Void = {
                if fork() == 0 {
                    setsid()
                    if fork() == 0 {
                        \(NamedProcesses.naming(name))
                        while true { sleep(1) }
                    }
                    _exit(0)
                }
            }()
            \(Self.wrongView)
            """
        let verdict = try check(attack)
        XCTAssertEqual(verdict.status, "fail", verdict.messages)
        usleep(300_000)
        XCTAssertEqual(NamedProcesses.running(named: name), [], "a process the learner's program started is still running")
    }

    /// Before: only x86-64 `socket` with an internet family was refused. Now every socket but
    /// a local one, another ABI's calls and io_uring end the program, which also runs in an
    /// empty network namespace. Numbers: socket is 41 on x86-64, x32's calls add 0x40000000,
    /// io_uring_setup is 425 (the kernel's syscall tables).
    func testEveryWayToTheNetworkIsClosed() throws {
        let attempts = [
            "raw socket": "socket(AF_INET, Int32(SOCK_RAW.rawValue), 1)",
            "netlink socket": "socket(AF_NETLINK, Int32(SOCK_RAW.rawValue), 0)",
            "packet socket": "socket(AF_PACKET, Int32(SOCK_RAW.rawValue), 0)",
            "x32 socket": "systemCall(0x4000_0000 | 41, Int(AF_INET), Int(SOCK_STREAM.rawValue), 0)",
            "io_uring": "systemCall(425, 8, Int(bitPattern: UnsafeMutableRawPointer.allocate(byteCount: 120, alignment: 8)), 0)",
        ]
        for (name, call) in attempts {
            // `syscall` is variadic, which Swift does not import: called through its address.
            let attack = """
                import Glibc
                import SwiftUI
                let systemCall = unsafeBitCast(dlsym(nil, "syscall"), to: (@convention(c) (Int, Int, Int, Int) -> Int).self)
                let opened = \(call)
                \(Self.wrongView)
                """
            let verdict = try check(attack)
            XCTAssertEqual(verdict.status, "error", name)
            XCTAssertTrue(verdict.messages.contains("tried to use the network"), "\(name): \(verdict.messages)")
        }
    }

    /// Before: the limits were per process, and threads were not counted: 2,000 threads ran.
    /// Now the program's control group (or its sandbox's user namespace) counts them all
    /// against the 256 processes and threads of ``ResourceLimits/grading``.
    func testThreadsCountAgainstTheProcessLimit() throws {
        let attack = """
            import Glibc
            import SwiftUI
            let started: Void = {
                // Small stacks, so that the threads' memory stays far below the memory limit.
                var attributes = pthread_attr_t()
                pthread_attr_init(&attributes)
                pthread_attr_setstacksize(&attributes, 64 << 10)
                var thread = pthread_t()
                for _ in 0..<2_000 { pthread_create(&thread, &attributes, { _ in sleep(30); return nil }, nil) }
            }()
            \(Self.wrongView)
            """
        let verdict = try check(attack)
        XCTAssertEqual(verdict.status, "error", verdict.messages)
        XCTAssertTrue(verdict.messages.contains("started more than 256 processes or threads"), verdict.messages)
    }

    /// Before: memory was limited per process, and three forks of 1.2 GiB each ran. Now the
    /// program's control group holds all of them to the 2 GiB of ``ResourceLimits/grading``.
    func testMemoryIsLimitedForTheWholeProgram() throws {
        try XCTSkipIf(ControlGroup.make(memoryBytes: 1 << 30, processes: 8).map { $0.remove() } == nil,
                      "no control group can be made here; memory is limited per process")
        let attack = """
            import Glibc
            import SwiftUI
            let forks: Void = {
                let size = 1_200 << 20
                var children: [pid_t] = []
                for _ in 0..<3 {
                    let child = fork()
                    if child == 0 {
                        let block = malloc(size)!
                        memset(block, 1, size)
                        sleep(2)
                        exit(0)
                    }
                    children.append(child)
                }
                for child in children { waitpid(child, nil, 0) }
            }()
            \(Self.wrongView)
            """
        let verdict = try check(attack, timeout: 30)
        XCTAssertEqual(verdict.status, "error", verdict.messages)
        XCTAssertTrue(verdict.messages.contains("used more than 2 GiB of memory"), verdict.messages)
    }

    /// Before: `/tmp` and `$HOME` were the machine's, and every run left files there. Now they
    /// are the sandbox's own, of 64 MiB each, gone with it.
    func testTheProgramsTemporaryFilesAreItsOwnAndBounded() throws {
        let marker = "/tmp/learn-attack-\(UUID().uuidString)"
        let attack = """
            import Foundation
            import SwiftUI
            let wrote: Bool = {
                FileManager.default.createFile(atPath: "\(marker)", contents: Data("left behind".utf8))
                let big = Data(count: 100 << 20)
                return (try? big.write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "/big"))) != nil
            }()
            struct Tally: View {
                var count: Int
                var body: some View { fatalError("wrote 100 MiB: \\(wrote)") }
            }
            """
        let verdict = try check(attack)
        XCTAssertTrue(verdict.messages.contains("wrote 100 MiB: false"), verdict.messages)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker), "the program wrote into the machine's /tmp")
    }
}

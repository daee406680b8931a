import Foundation
import LearnTestSupport
import ProcessLimits
import ReplEngine
import XCTest

/// The REPL's evaluator runs under `ResourceLimits` (small ones here, so that each test is
/// quick): code that goes over one is stopped with its own message, and the session goes on.
final class ReplLimitTests: XCTestCase {
    private var session: ReplSession!

    override func setUpWithError() throws {
        session = try ReplSession()
        var limits = ResourceLimits.evaluator
        limits.memoryBytes = 1 << 30
        limits.fileBytes = 1 << 20
        limits.outputBytes = 1 << 18
        limits.processes = 16
        session.limits = limits
        session.evaluate(#"struct Badge: View { var body: some View { Text("Still here") } }"#)
    }

    override func tearDown() {
        session = nil
    }

    private func assertTheSessionGoesOn(file: StaticString = #filePath, line: UInt = #line) {
        let next = session.evaluate("Badge()")
        XCTAssertEqual(next.outcome, .succeeded, next.diagnostics, file: file, line: line)
        XCTAssertTrue(next.picture?.contains("Still here") == true, file: file, line: line)
    }

    func testAMemoryHogIsStoppedAtTheMemoryLimit() {
        let hog = session.evaluate("var blocks: [[UInt8]] = []\nwhile true { blocks.append([UInt8](repeating: 1, count: 64 << 20)) }")
        XCTAssertEqual(hog.outcome, .exceeded(.memory(bytes: 1 << 30)), hog.message ?? "")
        XCTAssertTrue(hog.message?.hasPrefix("stopped the code: it used more than 1 GiB of memory") == true, hog.message ?? "")
        assertTheSessionGoesOn()
    }

    /// `RLIMIT_FSIZE` sends SIGXFSZ to a write past it (setrlimit(2)).
    /// The file is in the evaluator's own temporary folder, the one it may write (issue 24).
    func testADiskFillerIsStoppedAtTheFileSizeLimit() throws {
        let filler = session.evaluate("""
            let path = NSTemporaryDirectory() + "/filler"
            FileManager.default.createFile(atPath: path, contents: nil)
            let file = FileHandle(forWritingAtPath: path)!
            while true { file.write(Data(count: 65536)) }
            """)
        XCTAssertEqual(filler.outcome, .exceeded(.fileSize(bytes: 1 << 20)), filler.message ?? "")
        assertTheSessionGoesOn()
    }

    func testAForkBombIsStoppedAtTheProcessLimit() {
        let bomb = session.evaluate("while true { if fork() == 0 { while true { sleep(60) } } }")
        XCTAssertEqual(bomb.outcome, .exceeded(.processes(count: 16)), bomb.message ?? "")
        assertTheSessionGoesOn()
    }

    /// Stopped at the limit, not at the input's timeout (which would be `.timedOut`).
    func testEndlessOutputIsStoppedAtTheOutputLimit() {
        let flood = session.evaluate(#"while true { print("twelve") }"#)
        XCTAssertEqual(flood.outcome, .exceeded(.output(bytes: 1 << 18)), flood.message ?? "")
        assertTheSessionGoesOn()
    }

    /// Before: a daemon that a REPL input started (`setsid` after a fork) outlived the
    /// session. Now it is in the evaluator's PID namespace, which ends with the session.
    func testNothingAnInputStartsOutlivesTheSession() throws {
        let name = NamedProcesses.uniqueName()
        let started = session.evaluate("""
            if fork() == 0 {
                setsid()
                \(NamedProcesses.naming(name))
                while true { sleep(1) }
            }
            """)
        XCTAssertEqual(started.outcome, .succeeded, started.diagnostics)
        XCTAssertTrue(NamedProcesses.waitForOne(named: name, seconds: 10), "the daemon never started")
        session = nil
        usleep(500_000)
        XCTAssertEqual(NamedProcesses.running(named: name), [], "a process an input started outlived the session")
    }
}

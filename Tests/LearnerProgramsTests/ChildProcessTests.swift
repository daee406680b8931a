import LearnerProcesses
import LearnerPrograms
import Foundation
import ProcessLimits
import XCTest

/// How `ChildProcess` records a child's streams apart and stops a child that cleans up after
/// itself (a `learn check` of a class's submission, which stops its own compiler and program).
final class ChildProcessTests: XCTestCase {
    private var folder: LearnerFolder!

    override func setUpWithError() throws {
        folder = try LearnerFolder()
    }

    override func tearDown() {
        folder = nil
    }

    private func path(_ name: String) -> String {
        folder.url.appendingPathComponent(name).path
    }

    private func shell(_ script: String, streams: ChildProcess.Streams) -> ChildProcess {
        ChildProcess(executable: "/bin/sh", arguments: ["sh", "-c", script], environment: [:], streams: streams)
    }

    private func contents(_ name: String) -> String? {
        try? String(contentsOfFile: path(name), encoding: .utf8)
    }

    func testRecordedStreamsGoToTheirOwnFiles() throws {
        let child = shell("echo out; echo err >&2; echo more", streams: .recorded(output: path("out"), errors: path("err")))
        XCTAssertEqual(try child.run(timeout: 10, stopRequest: { nil }), .exited(status: 0))
        XCTAssertEqual(contents("out"), "out\nmore\n")
        XCTAssertEqual(contents("err"), "err\n")
    }

    /// Asked first, the child gets SIGTERM and its handler runs before it ends.
    func testAChildAskedFirstRunsItsHandlerAtTheTimeout() throws {
        let marker = path("asked")
        var child = shell("trap 'echo asked > \(marker); exit 0' TERM; while :; do sleep 0.05; done",
                          streams: .captured(inFile: path("log")))
        child.stopping = .askingFirst(grace: 5)
        let started = ChildProcess.monotonicSeconds()
        XCTAssertEqual(try child.run(timeout: 0.3, stopRequest: { nil }), .timedOut)
        XCTAssertEqual(contents("asked"), "asked\n")
        XCTAssertLessThan(ChildProcess.monotonicSeconds() - started, 4, "it ended when asked, not at the end of the grace")
    }

    /// Killed, the child's handler never runs.
    func testAChildKilledAtTheTimeoutRunsNoHandler() throws {
        let marker = path("asked")
        let child = shell("trap 'echo asked > \(marker); exit 0' TERM; while :; do sleep 0.05; done",
                          streams: .captured(inFile: path("log")))
        XCTAssertEqual(try child.run(timeout: 0.3, stopRequest: { nil }), .timedOut)
        XCTAssertNil(contents("asked"))
    }

    /// A child that ignores SIGTERM is killed once the grace is over.
    func testAChildThatIgnoresTheRequestIsKilledAfterTheGrace() throws {
        var child = shell("trap '' TERM; while :; do sleep 0.05; done", streams: .captured(inFile: path("log")))
        child.stopping = .askingFirst(grace: 0.5)
        let started = ChildProcess.monotonicSeconds()
        // The stop comes once the shell has had time to set its trap.
        let stopRequest = { ChildProcess.monotonicSeconds() - started > 0.3 ? Int32(2) : nil }
        XCTAssertEqual(try child.run(timeout: nil, stopRequest: stopRequest), .interrupted(by: 2))
        let took = ChildProcess.monotonicSeconds() - started
        XCTAssertGreaterThanOrEqual(took, 0.8, "asked at 0.3 s, killed 0.5 s later")
        XCTAssertLessThan(took, 5)
    }

    /// A thread of learn that blocks signals (as Dispatch's worker threads may) starts a child:
    /// before, the child inherited the mask, so a batch's SIGTERM and the limits' SIGXCPU and
    /// SIGXFSZ never reached it. `SigBlk` in /proc/PID/status is the blocked mask (proc(5)).
    func testAChildStartsWithNoSignalBlocked() throws {
        let child = shell("grep SigBlk /proc/self/status > \(path("mask"))", streams: .captured(inFile: path("out")))
        let started = Thread {
            var blocked = sigset_t()
            sigemptyset(&blocked)
            for signal in [SIGTERM, SIGINT, SIGXCPU, SIGXFSZ] { sigaddset(&blocked, signal) }
            pthread_sigmask(SIG_BLOCK, &blocked, nil)
            _ = try? child.run(timeout: 10, stopRequest: { nil })
        }
        started.start()
        let deadline = Date().addingTimeInterval(10)
        while contents("mask") == nil, Date() < deadline { usleep(10_000) }
        usleep(50_000)
        XCTAssertEqual(contents("mask")?.split(separator: "\t").last.map(String.init), "0000000000000000\n")
    }

    /// Where no control group can be made, learn counts a sandboxed program's processes and
    /// threads in its PID namespace, which nothing inside leaves (its process group would miss
    /// them: the sandbox is a session of its own, and `setsid` leaves any group): the sandbox's
    /// first process, `sh`, and its two `sleep`s.
    func testASandboxedProgramsProcessesAreCountedInItsNamespace() throws {
        try XCTSkipIf(SandboxTool.current.bubblewrap == nil, "no sandbox here: \(SandboxTool.current.summary)")
        var child = shell("sleep 30 & setsid sleep 30 & wait", streams: .captured(inFile: path("out")))
        child.limits = .learnerProgram
        child.sandbox = Sandbox(readable: [], network: .closed, workingDirectory: "/")
        let started = try child.start()
        defer {
            kill(-started.pid, SIGKILL)
            var status: Int32 = 0
            waitpid(started.pid, &status, 0)
            started.finish()
        }
        let deadline = Date().addingTimeInterval(10)
        while ProcessCount.inNamespace(ofChildrenOf: started.pid) < 4 && Date() < deadline { usleep(20_000) }
        XCTAssertEqual(ProcessCount.inNamespace(ofChildrenOf: started.pid), 4)
        XCTAssertLessThan(ProcessCount.inGroup(started.pid), 4, "the process group sees the daemon too, so this test shows nothing")
    }
}
